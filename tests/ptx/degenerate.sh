#!/bin/sh
# ptx: empty and degenerate regexps end, as GNU's do.
# Expected bytes and statuses are GNU coreutils 9.11's.
. "$abs_top_srcdir/tests/lib.sh"
printf 'alpha beta gamma delta epsilon zeta eta theta\n' > t1
printf 'r1 The quick brown fox. It jumps!  Over the dog\nr22 lazy "dogs" sleep; $5 & 10%% {x} back\\slash_#\nr3   tail here\n' > t2
printf 'the\nover\n\nIt\n' > ign
printf 'fox\ndog\nlazy\nIT\n' > only
printf ' .\n' > brk
check_run '-W matching empty' 0 '                                       aa bb cc\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -W '\''a*'\'''
check_run '-W class star' 0 '                                       aa bb cc\n                                  aa   bb cc\n                               aa bb   cc\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -W '\''[a-z]*'\'''
check_run '-W star equals plus' 0 '                                       aa bb cc\n                                  aa   bb cc\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -W '\''[ab]*'\'''
check_run '-W plus' 0 '                                       aa bb cc\n                                  aa   bb cc\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -W '\''[ab]+'\'''
check_run '-W group star' 0 '                                       aa bb cc\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -W '\''\(a\)*'\'''
check_run '-W star -T' 0 '\\xx {}{}{aa}{ bb cc}{}\n\\xx {}{aa}{bb}{ cc}{}\n' '' sh -c 'echo '\''aa bb cc'\'' | timeout 10 ptx -T -W '\''[ab]*'\'''
check_run '-W lone backslash' 0 '' '' sh -c 'ptx -W '\''bar\\\'\'' < /dev/null'
check_run '-F lone backslash' 0 '' '' sh -c 'ptx -F '\''\'\'' < /dev/null'
check_run '-S lone backslash' 0 '' '' sh -c 'ptx -S '\''foo\'\'' < /dev/null'
check_run '-S empty whole file' 0 '                                       a. b. c\n                                  a.   b. c\n                               a. b.   c\n' '' sh -c 'printf '\''a. b.\nc\n'\'' | ptx -S '\'''\'' -F '\'''\'''
check_run '-G -w2' 0 '.xx "" "" "qux" ""\n' '' sh -c 'printf '\''qux\n'\'' | timeout 10 ptx -G -w2'
check_run '-G -w1 -g5' 0 '.xx "" "/" "foo" ""\n.xx "" "" "qux/" ""\n' '' sh -c 'printf '\''qux foo\n'\'' | timeout 10 ptx -G -w1 -g5'
check_run 'huge gap' 0 '.xx "" "" "a b" ""\n.xx "" "/" "b" ""\n' '' sh -c 'printf '\''a b\n'\'' | ptx -g 9223372036854775807 -O'
check_run '-S star' 1 '' 'ptx: error: regular expression has a match of length zero: '\''x*'\''\n' sh -c 'printf '\''ab\n'\'' | ptx -S '\''x*'\'''
check_run '-W never matches' 0 '' '' sh -c 'printf '\''ab\n'\'' | ptx -W '\''zzz'\'''
# GNU compiles -W and -S with the matcher's zero syntax: no character
# classes, no intervals, | and + as in Emacs.
check_run '-W no classes' 0 '                               xyz p   : ]]]\n                                 xyz   p: ]]]\n' '' sh -c 'echo '\''xyz p: ]]]'\'' | ptx -W '\''[[:alpha:]]*'\'''
check_run '-W no intervals' 0 '                                  oo   o{2} o\n' '' sh -c 'echo '\''oo o{2} o'\'' | ptx -W '\''o\{2\}'\'''
check_run '-W literal bar' 0 '                                  ab   a|b\n' '' sh -c 'echo '\''ab a|b'\'' | ptx -W '\''a|b'\'''
finish_
