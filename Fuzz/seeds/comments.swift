#!/usr/bin/env swift
/// Doc comment
/** doc block */
/* block /* nested /* deeper */ */ still comment */
// line comment with "quote" and <tag> & 'apos'
func f() {} /* trailing */ // end
/**/ /***/ /*/ */
