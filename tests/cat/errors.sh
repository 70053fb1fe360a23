#!/bin/sh
# cat's diagnostics and exit statuses.
. "$abs_top_srcdir/tests/lib.sh"

printf 'a' > a1
mkdir dir
check_run "missing file" 1 'aa' \
  "cat: nofile: No such file or directory\n" cat a1 nofile a1
check_run "directory" 1 'a' "cat: dir: Is a directory\n" cat dir a1
check_run "directory, cooked" 1 '     1\ta' "cat: dir: Is a directory\n" cat -n dir a1
check_run "odd missing name" 1 '' "cat: 'no file': No such file or directory\n" cat 'no file'
check_run "name with newline" 1 '' "cat: 'a'\$'\\\\n''b': No such file or directory\n" \
  cat 'a
b'
check_run "bad option" 1 '' "cat: invalid option -- 'x'\nTry 'cat --help' for more information.\n" cat -x
check_run "ambiguous option" 1 '' \
  "cat: option '--show' is ambiguous; possibilities: '--show-nonprinting' '--show-ends' '--show-tabs' '--show-all'\nTry 'cat --help' for more information.\n" \
  cat --show
check_run "unknown long option" 1 '' \
  "cat: unrecognized option '--bogus'\nTry 'cat --help' for more information.\n" cat --bogus
check_run "abbreviated long option" 0 "     1\ta" "" cat --number-n a1

# Write errors: reported once, status 1, for every engine.
if test -w /dev/full; then
  for opt in '' -n -v; do
    check_run "write error $opt" 1 '' "cat: write error: No space left on device\n" \
      sh -c "cat $opt a1 > /dev/full"
    check_run "write error from pipe $opt" 1 '' "cat: write error: No space left on device\n" \
      sh -c "printf x | cat $opt > /dev/full"
  done
  check_run "nothing to write" 1 '' "cat: dir: Is a directory\n" sh -c 'cat dir > /dev/full'
fi
# With SIGPIPE ignored, writing to a pipe whose reader has gone is a
# write error (descriptor 4: a FIFO's write end once its reader closed).
if mkfifo fifo && exec 3<>fifo 4>fifo 3<&-; then
  for opt in '' -n -v; do
    check_run "closed pipe $opt" 1 '' "cat: write error: Broken pipe\n" \
      sh -c "trap '' PIPE; exec cat $opt a1 >&4"
    check_run "closed pipe, from a pipe $opt" 1 '' "cat: write error: Broken pipe\n" \
      sh -c "trap '' PIPE; printf x | cat $opt >&4"
  done
  exec 4>&-
fi
check_run "closed stdout" 1 '' "cat: standard output: Bad file descriptor\n" \
  sh -c 'cat a1 >&-'
check_run "closed stdout, cooked" 1 '' "cat: standard output: Bad file descriptor\n" \
  sh -c 'cat -n a1 >&-'

# Reading a file that is also the output.
echo x > out; echo x > out1
check_run "appending to input" 1 '' "cat: out: input file is output file\n" \
  sh -c 'cat out >> out'
check_file "out unchanged" out1 out
echo x > doc; echo y > doc.end
check_run "truncated output is fine" 0 '' '' sh -c 'cat doc doc.end > doc'
check_file "doc" doc.end doc
echo x > fx; echo y > fy
cat fx fy > fxy
cat fx > fxy1; cat fx > fxy2; cat fx > fx3; cat fx > fx4; cat fx > fx5; cat fx > fx6
check_run "in place from stdin" 0 '' '' sh -c 'cat - fy < fxy1 1<>fxy1'
check_file "fxy1" fxy fxy1
check_run "in place" 0 '' '' sh -c 'cat fxy2 fy 1<>fxy2'
check_file "fxy2" fxy fxy2
check_run "output ahead of input" 1 '' "cat: fx3: input file is output file\n" \
  sh -c 'cat fx fx3 1<>fx3'
check_run "file behind output" 1 "" "cat: fx4: input file is output file\n" \
  sh -c 'cat - fx4 < fx 1<>fx4'
check_run "append, cooked" 1 '' "cat: fx5: input file is output file\n" \
  sh -c 'cat -n fx5 >> fx5'
check_run "append stdin" 1 '' "cat: -: input file is output file\n" \
  sh -c 'cat < fx6 >> fx6'
echo foo > file
check_run "input at EOF, appending" 0 '' '' \
  sh -c 'exec 3< file; cat <&3 > /dev/null; exec 4>> file; cat <&3 >&4'
finish_
