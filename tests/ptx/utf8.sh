#!/bin/sh
# ptx: in a UTF-8 locale (bytes are bytes, diagnostics quote as the locale does).
# Expected bytes and statuses are GNU coreutils 9.11's.
. "$abs_top_srcdir/tests/lib.sh"
locale -a 2>/dev/null | grep -qi "^en_US.utf-\{0,1\}8$" || skip_ "no en_US.UTF-8 locale"
printf 'alpha beta gamma delta epsilon zeta eta theta\n' > t1
printf 'r1 The quick brown fox. It jumps!  Over the dog\nr22 lazy "dogs" sleep; $5 & 10%% {x} back\\slash_#\nr3   tail here\n' > t2
printf 'the\nover\n\nIt\n' > ign
printf 'fox\ndog\nlazy\nIT\n' > only
printf ' .\n' > brk
check_run 'UTF-8 quotes in diagnostics' 1 '' 'ptx: invalid line width: \342\200\2300\342\200\231\n' sh -c 'LC_ALL=en_US.UTF-8 ptx -w 0 t1'
check_run 'UTF-8 regexp error' 1 '' 'ptx: Invalid regular expression (for regexp \342\200\230[\342\200\231)\n' sh -c 'LC_ALL=en_US.UTF-8 ptx -W '\''['\'' t1'
check_run 'UTF-8 input bytes' 0 '     345678901234567890123456789\360\237\233\240   caf\303\251 na\303\257ve                     012\n     901234567890123456789\360\237\233\240 caf\303\251   na\303\257ve                       /345678\n     4567890123456789\360\237\233\240 caf\303\251 na\303\257   ve                          /7890123\n' '' sh -c 'printf '\''012345678901234567890123456789\360\237\233\240 caf\303\251 na\303\257ve\n'\'' | LC_ALL=en_US.UTF-8 ptx'
check_run 'UTF-8 -W dot' 0 '\\xx {}{}{caf\303\251}{ \303\251t\303\251}{}\n\\xx {}{caf\303\251}{\303\251t\303\251}{}{}\n' '' sh -c 'printf '\''caf\303\251 \303\251t\303\251\n'\'' | LC_ALL=en_US.UTF-8 ptx -W '\''[^ \n]+'\'' -T'
check_run 'invalid UTF-8' 0 '                                  \377\376    ab\300\n' '' sh -c 'printf '\''\377\376 ab\300\n'\'' | LC_ALL=en_US.UTF-8 ptx -W '\''.+'\'''
finish_
