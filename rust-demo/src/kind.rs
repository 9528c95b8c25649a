//! [`Kind`]: the kinds of highlighted tokens, and [`Token`].

use std::fmt;
use std::ops::Range;

use crate::ffi;

/// The kind of a highlighted token, mirroring `SWH_KIND_*` (same values).
///
/// Ten kinds are *categories* (`Plain` through `Preprocessor`); the others refine one of them
/// ([`Kind::category`]). The engine may append kinds in later versions, hence `non_exhaustive`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u32)]
#[non_exhaustive]
pub enum Kind {
    /// Not highlighted. Never appears in token lists.
    Plain = ffi::SWH_KIND_PLAIN,
    /// Keywords, `self`, `true`, `nil`, `_`, …
    Keyword = ffi::SWH_KIND_KEYWORD,
    /// Type names.
    Type = ffi::SWH_KIND_TYPE,
    /// Called and declared function names.
    Function = ffi::SWH_KIND_FUNCTION,
    /// Member names after a dot, implicit members, key-path components, tuple indices.
    Property = ffi::SWH_KIND_PROPERTY,
    /// Numeric literals.
    Number = ffi::SWH_KIND_NUMBER,
    /// String literal text and delimiters.
    String = ffi::SWH_KIND_STRING,
    /// Line and block comments, and a `#!` first line.
    Comment = ffi::SWH_KIND_COMMENT,
    /// `@` and the attribute name.
    Attribute = ffi::SWH_KIND_ATTRIBUTE,
    /// `#if`, `#else`, `#endif`, `#sourceLocation`, `#warning`, `#error` and their conditions.
    Preprocessor = ffi::SWH_KIND_PREPROCESSOR,
    /// Documentation comments. Category: [`Kind::Comment`].
    DocComment = ffi::SWH_KIND_DOC_COMMENT,
    /// Escape sequences in string literals. Category: [`Kind::String`].
    StringEscape = ffi::SWH_KIND_STRING_ESCAPE,
    /// The `\(` and `)` around an interpolation. Category: [`Kind::String`].
    Interpolation = ffi::SWH_KIND_INTERPOLATION,
    /// Regex literals. Category: [`Kind::String`].
    Regex = ffi::SWH_KIND_REGEX,
    /// Operators. Category: [`Kind::Plain`].
    Operator = ffi::SWH_KIND_OPERATOR,
    /// The `#name` of a macro expansion or pound expression. Category: [`Kind::Preprocessor`].
    Macro = ffi::SWH_KIND_MACRO,
    // Xcode's finer kinds, only with [`Options::set_xcode_kinds`]; each refines [`Kind::parent`].
    /// A type's name where it is declared. Refines [`Kind::Type`].
    TypeDeclaration = ffi::SWH_KIND_TYPE_DECLARATION,
    /// A function's name where it is declared. Refines [`Kind::Function`].
    FunctionDeclaration = ffi::SWH_KIND_FUNCTION_DECLARATION,
    /// Another declared name (variable, property, enum case). Refines [`Kind::Plain`].
    OtherDeclaration = ffi::SWH_KIND_OTHER_DECLARATION,
    /// A documentation comment's markup keyword. Refines [`Kind::DocComment`].
    DocKeyword = ffi::SWH_KIND_DOC_KEYWORD,
    /// A `MARK:`, `TODO:` or `FIXME:` comment. Refines [`Kind::Comment`].
    Mark = ffi::SWH_KIND_MARK,
    /// A URL in a comment. Refines [`Kind::Comment`].
    Url = ffi::SWH_KIND_URL,
    /// A type name the project does not declare. Refines [`Kind::Type`].
    SystemType = ffi::SWH_KIND_SYSTEM_TYPE,
    /// A class name of the project. Refines [`Kind::Type`].
    Class = ffi::SWH_KIND_CLASS,
    /// A class name of the system. Refines [`Kind::SystemType`].
    SystemClass = ffi::SWH_KIND_SYSTEM_CLASS,
    /// A function name the project does not declare. Refines [`Kind::Function`].
    SystemFunction = ffi::SWH_KIND_SYSTEM_FUNCTION,
    /// A property name the project does not declare. Refines [`Kind::Property`].
    SystemProperty = ffi::SWH_KIND_SYSTEM_PROPERTY,
    /// An enum case of the project. Refines [`Kind::Property`].
    Constant = ffi::SWH_KIND_CONSTANT,
    /// An enum case of the system. Refines [`Kind::Constant`].
    SystemConstant = ffi::SWH_KIND_SYSTEM_CONSTANT,
    /// A macro the project does not declare. Refines [`Kind::Macro`].
    SystemMacro = ffi::SWH_KIND_SYSTEM_MACRO,
    /// A property or global variable of the project used without a base, not shadowed by a
    /// local or parameter. Refines [`Kind::Plain`].
    Variable = ffi::SWH_KIND_VARIABLE,
}

impl Kind {
    /// Every kind this crate knows, in value order.
    pub const ALL: [Kind; 31] = [
        Kind::Plain,
        Kind::Keyword,
        Kind::Type,
        Kind::Function,
        Kind::Property,
        Kind::Number,
        Kind::String,
        Kind::Comment,
        Kind::Attribute,
        Kind::Preprocessor,
        Kind::DocComment,
        Kind::StringEscape,
        Kind::Interpolation,
        Kind::Regex,
        Kind::Operator,
        Kind::Macro,
        Kind::TypeDeclaration,
        Kind::FunctionDeclaration,
        Kind::OtherDeclaration,
        Kind::DocKeyword,
        Kind::Mark,
        Kind::Url,
        Kind::SystemType,
        Kind::Class,
        Kind::SystemClass,
        Kind::SystemFunction,
        Kind::SystemProperty,
        Kind::Constant,
        Kind::SystemConstant,
        Kind::SystemMacro,
        Kind::Variable,
    ];

    /// The kind with C value `raw`, if this crate knows it.
    pub const fn from_raw(raw: u32) -> Option<Kind> {
        if (raw as usize) < Kind::ALL.len() {
            Some(Kind::ALL[raw as usize])
        } else {
            None
        }
    }

    /// The C value (`SWH_KIND_*`).
    pub const fn raw(self) -> u32 {
        self as u32
    }

    /// The kind's name, which is also its HTML class suffix: `"keyword"`, `"doc-comment"`, …
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Plain => "plain",
            Kind::Keyword => "keyword",
            Kind::Type => "type",
            Kind::Function => "function",
            Kind::Property => "property",
            Kind::Number => "number",
            Kind::String => "string",
            Kind::Comment => "comment",
            Kind::Attribute => "attribute",
            Kind::Preprocessor => "preprocessor",
            Kind::DocComment => "doc-comment",
            Kind::StringEscape => "string-escape",
            Kind::Interpolation => "interpolation",
            Kind::Regex => "regex",
            Kind::Operator => "operator",
            Kind::Macro => "macro",
            Kind::TypeDeclaration => "type-declaration",
            Kind::FunctionDeclaration => "function-declaration",
            Kind::OtherDeclaration => "other-declaration",
            Kind::DocKeyword => "doc-keyword",
            Kind::Mark => "mark-comment",
            Kind::Url => "url",
            Kind::SystemType => "system-type",
            Kind::Class => "class",
            Kind::SystemClass => "system-class",
            Kind::SystemFunction => "system-function",
            Kind::SystemProperty => "system-property",
            Kind::Constant => "constant",
            Kind::SystemConstant => "system-constant",
            Kind::SystemMacro => "system-macro",
            Kind::Variable => "variable",
        }
    }

    /// The kind this one refines (itself for the ten categories): `SystemClass` gives
    /// `SystemType`, which gives `Type`.
    pub const fn parent(self) -> Kind {
        match self {
            Kind::DocComment | Kind::Mark | Kind::Url => Kind::Comment,
            Kind::StringEscape | Kind::Interpolation | Kind::Regex => Kind::String,
            Kind::Operator | Kind::OtherDeclaration | Kind::Variable => Kind::Plain,
            Kind::Macro => Kind::Preprocessor,
            Kind::TypeDeclaration | Kind::SystemType | Kind::Class => Kind::Type,
            Kind::SystemClass => Kind::SystemType,
            Kind::FunctionDeclaration | Kind::SystemFunction => Kind::Function,
            Kind::SystemProperty | Kind::Constant => Kind::Property,
            Kind::SystemConstant => Kind::Constant,
            Kind::SystemMacro => Kind::Macro,
            Kind::DocKeyword => Kind::DocComment,
            other => other,
        }
    }

    /// The highlighting category of the kind: one of the ten kinds `Plain` ..= `Preprocessor`.
    pub const fn category(self) -> Kind {
        let parent = self.parent();
        if parent as u32 == self as u32 {
            self
        } else {
            parent.category()
        }
    }

    /// The HTML class the engine gives this kind with `prefix`, e.g. `"swh-keyword"`.
    pub fn class(self, prefix: &str) -> String {
        format!("{prefix}{}", self.name())
    }

    /// A kind from the engine: known kinds map to themselves, kinds appended by a newer engine
    /// to their category (which the engine reports and which is always a known kind).
    pub(crate) fn from_engine(raw: u32) -> Kind {
        Kind::from_raw(raw).unwrap_or_else(|| {
            // SAFETY: a pure function of its argument.
            let category = unsafe { ffi::swh_kind_category(raw) };
            Kind::from_raw(category).unwrap_or(Kind::Plain)
        })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One highlighted token: the source bytes `range` have kind `kind` (never [`Kind::Plain`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Token {
    /// Byte offsets into the source.
    pub range: Range<usize>,
    /// What the bytes are.
    pub kind: Kind,
}
