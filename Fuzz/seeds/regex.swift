let r1 = /a+b*(c|d)[^/]?/
let r2 = #/a/b/#
let r3 = ##/x#/y/##
let r4 = #/
  multi # line
  (?<name>\d+)
/#
let q = a / b / c
let w = x.filter { $0 ~= /\d/ }
