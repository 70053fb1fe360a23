#!/bin/sh
# test: a two-byte "-X" (but -a and -o) where a primary is expected is a
# unary operator, so "--" and "-q" there are syntax errors, as in GNU's.
. "$abs_top_srcdir/tests/lib.sh"

dd_="test: '--': unary operator expected\n"
check_run "-- X Y Z" 2 '' "$dd_" env test -- X Y Z
check_run "-- a = a" 2 '' "$dd_" env test -- a = a
check_run "-- -- = --" 2 '' "$dd_" env test -- -- = --
check_run "a -o --" 2 '' "$dd_" env test a -o --
check_run "a -a -q" 2 '' "test: '-q': unary operator expected\n" env test a -a -q
check_run "-q a -a b" 2 '' "test: '-q': unary operator expected\n" env test -q a -a b
check_run "a -o -l" 2 '' "test: '-l': unary operator expected\n" env test a -o -l
check_run "-a as a string" 0 '' '' env test a -a -a
check_run "three words, -- as a string" 0 '' '' env test -- = --
check_run "( -q )" 0 '' '' env test '(' -q ')'
finish_
