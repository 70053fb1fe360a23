#!/bin/sh
# Generated expectations are GNU coreutils 9.11's output for the same
# commands; TZ is fixed so that -l times are stable.
. "$abs_top_srcdir/tests/lib.sh"
TZ=UTC0; export TZ
mkdir t && (cd t && touch 'sp ace' "it's" 'a"b' '$x' "$(printf 'n\nl')" "$(printf 't\tb')" "$(printf 'c\001x')" plain 'colon:x' 'back\sl' && mkdir 'd:ir' 'sp dir' && touch 'd:ir/f' 'sp dir/g') || exit 99
check_run ls 0 '$x\na"b\nback\\sl\nc\001x\ncolon:x\nd:ir\nit'\''s\nn?l\nplain\nsp ace\nsp dir\nt\tb\n' '' sh -c 'cd t && ls'
check_run 'ls -1 --show-control-chars' 0 '$x\na"b\nback\\sl\nc\001x\ncolon:x\nd:ir\nit'\''s\nn\nl\nplain\nsp ace\nsp dir\nt\tb\n' '' sh -c 'cd t && ls -1 --show-control-chars'
check_run 'ls -q' 0 '$x\na"b\nback\\sl\nc?x\ncolon:x\nd:ir\nit'\''s\nn?l\nplain\nsp ace\nsp dir\nt?b\n' '' sh -c 'cd t && ls -q'
check_run 'ls -b' 0 '$x\na"b\nback\\\\sl\nc\\001x\ncolon:x\nd:ir\nit'\''s\nn\\nl\nplain\nsp\\ ace\nsp\\ dir\nt\\tb\n' '' sh -c 'cd t && ls -b'
check_run 'ls -N' 0 '$x\na"b\nback\\sl\nc\001x\ncolon:x\nd:ir\nit'\''s\nn?l\nplain\nsp ace\nsp dir\nt\tb\n' '' sh -c 'cd t && ls -N'
check_run 'ls -Q' 0 '"$x"\n"a\\"b"\n"back\\\\sl"\n"c\\001x"\n"colon:x"\n"d:ir"\n"it'\''s"\n"n\\nl"\n"plain"\n"sp ace"\n"sp dir"\n"t\\tb"\n' '' sh -c 'cd t && ls -Q'
check_run 'ls --quoting-style=literal' 0 '$x\na"b\nback\\sl\nc\001x\ncolon:x\nd:ir\nit'\''s\nn?l\nplain\nsp ace\nsp dir\nt\tb\n' '' sh -c 'cd t && ls --quoting-style=literal'
check_run 'ls --quoting-style=shell' 0 ''\''$x'\''\n'\''a"b'\''\n'\''back\\sl'\''\nc\001x\ncolon:x\nd:ir\n"it'\''s"\n'\''n?l'\''\nplain\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t\tb'\''\n' '' sh -c 'cd t && ls --quoting-style=shell'
check_run 'ls --quoting-style=shell-always' 0 ''\''$x'\''\n'\''a"b'\''\n'\''back\\sl'\''\n'\''c\001x'\''\n'\''colon:x'\''\n'\''d:ir'\''\n"it'\''s"\n'\''n?l'\''\n'\''plain'\''\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t\tb'\''\n' '' sh -c 'cd t && ls --quoting-style=shell-always'
check_run 'ls --quoting-style=shell-escape' 0 ''\''$x'\''\n'\''a"b'\''\n'\''back\\sl'\''\n'\''c'\''$'\''\\001'\'''\''x'\''\ncolon:x\nd:ir\n"it'\''s"\n'\''n'\''$'\''\\n'\'''\''l'\''\nplain\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t'\''$'\''\\t'\'''\''b'\''\n' '' sh -c 'cd t && ls --quoting-style=shell-escape'
check_run 'ls --quoting-style=shell-escape-always' 0 ''\''$x'\''\n'\''a"b'\''\n'\''back\\sl'\''\n'\''c'\''$'\''\\001'\'''\''x'\''\n'\''colon:x'\''\n'\''d:ir'\''\n"it'\''s"\n'\''n'\''$'\''\\n'\'''\''l'\''\n'\''plain'\''\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t'\''$'\''\\t'\'''\''b'\''\n' '' sh -c 'cd t && ls --quoting-style=shell-escape-always'
check_run 'ls --quoting-style=c' 0 '"$x"\n"a\\"b"\n"back\\\\sl"\n"c\\001x"\n"colon:x"\n"d:ir"\n"it'\''s"\n"n\\nl"\n"plain"\n"sp ace"\n"sp dir"\n"t\\tb"\n' '' sh -c 'cd t && ls --quoting-style=c'
check_run 'ls --quoting-style=c-maybe' 0 '$x\n"a\\"b"\nback\\sl\n"c\\001x"\ncolon:x\nd:ir\nit'\''s\n"n\\nl"\nplain\nsp ace\nsp dir\n"t\\tb"\n' '' sh -c 'cd t && ls --quoting-style=c-maybe'
check_run 'ls --quoting-style=escape' 0 '$x\na"b\nback\\\\sl\nc\\001x\ncolon:x\nd:ir\nit'\''s\nn\\nl\nplain\nsp\\ ace\nsp\\ dir\nt\\tb\n' '' sh -c 'cd t && ls --quoting-style=escape'
check_run 'ls --quoting-style=locale' 0 ''\''$x'\''\n'\''a"b'\''\n'\''back\\\\sl'\''\n'\''c\\001x'\''\n'\''colon:x'\''\n'\''d:ir'\''\n'\''it\\'\''s'\''\n'\''n\\nl'\''\n'\''plain'\''\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t\\tb'\''\n' '' sh -c 'cd t && ls --quoting-style=locale'
check_run 'ls --quoting-style=clocale' 0 '"$x"\n"a\\"b"\n"back\\\\sl"\n"c\\001x"\n"colon:x"\n"d:ir"\n"it'\''s"\n"n\\nl"\n"plain"\n"sp ace"\n"sp dir"\n"t\\tb"\n' '' sh -c 'cd t && ls --quoting-style=clocale'
check_run 'ls -C -w 60 --quoting-style=shell-escape' 0 ''\''$x'\''\t   '\''c'\''$'\''\\001'\'''\''x'\''  "it'\''s"       '\''sp ace'\''\n'\''a"b'\''\t    colon:x\t  '\''n'\''$'\''\\n'\'''\''l'\''  '\''sp dir'\''\n'\''back\\sl'\''   d:ir\t   plain       '\''t'\''$'\''\\t'\'''\''b'\''\n' '' sh -c 'cd t && ls -C -w 60 --quoting-style=shell-escape'
check_run 'ls -x -w 60 --quoting-style=shell' 0 ''\''$x'\''   '\''a"b'\''   '\''back\\sl'\''   c\001x\t     colon:x   d:ir  "it'\''s"\n'\''n?l'\''   plain  '\''sp ace'\''   '\''sp dir'\''  '\''t\tb'\''\n' '' sh -c 'cd t && ls -x -w 60 --quoting-style=shell'
check_run 'ls -l -g -G -d --time-style=+ --quoting-style=shell-escape plain '"'"'sp ace'"'"' | cut -c 12-' 0 '1 0   plain\n1 0  '\''sp ace'\''\n' '' sh -c 'cd t && ls -l -g -G -d --time-style=+ --quoting-style=shell-escape plain '"'"'sp ace'"'"' | cut -c 12-'
check_run 'QUOTING_STYLE=c ls' 0 '"$x"\n"a\\"b"\n"back\\\\sl"\n"c\\001x"\n"colon:x"\n"d:ir"\n"it'\''s"\n"n\\nl"\n"plain"\n"sp ace"\n"sp dir"\n"t\\tb"\n' '' sh -c 'cd t && QUOTING_STYLE=c ls'
check_run 'QUOTING_STYLE=bad ls plain' 0 'plain\n' 'ls: ignoring invalid value of environment variable QUOTING_STYLE: '\''bad'\''\n' sh -c 'cd t && QUOTING_STYLE=bad ls plain'
check_run 'QUOTING_STYLE=escape ls -N plain '"'"'sp ace'"'"'' 0 'plain\nsp ace\n' '' sh -c 'cd t && QUOTING_STYLE=escape ls -N plain '"'"'sp ace'"'"''
check_run 'ls -R --quoting-style=shell-escape' 0 '.:\n'\''$x'\''\n'\''a"b'\''\n'\''back\\sl'\''\n'\''c'\''$'\''\\001'\'''\''x'\''\ncolon:x\nd:ir\n"it'\''s"\n'\''n'\''$'\''\\n'\'''\''l'\''\nplain\n'\''sp ace'\''\n'\''sp dir'\''\n'\''t'\''$'\''\\t'\'''\''b'\''\n\n'\''./d:ir'\'':\nf\n\n'\''./sp dir'\'':\ng\n' '' sh -c 'cd t && ls -R --quoting-style=shell-escape'
check_run 'ls -R --quoting-style=escape '"'"'d:ir'"'"' '"'"'sp dir'"'"'' 0 'd\\:ir:\nf\n\nsp dir:\ng\n' '' sh -c 'cd t && ls -R --quoting-style=escape '"'"'d:ir'"'"' '"'"'sp dir'"'"''
check_run 'ls --quoting-style=c '"'"'d:ir'"'"' '"'"'sp dir'"'"'' 0 '"d\\:ir":\n"f"\n\n"sp dir":\n"g"\n' '' sh -c 'cd t && ls --quoting-style=c '"'"'d:ir'"'"' '"'"'sp dir'"'"''
check_run 'ls -F --quoting-style=escape' 0 '$x\na"b\nback\\\\sl\nc\\001x\ncolon:x\nd:ir/\nit'\''s\nn\\nl\nplain\nsp\\ ace\nsp\\ dir/\nt\\tb\n' '' sh -c 'cd t && ls -F --quoting-style=escape'
check_run dir 0 '$x   back\\\\sl  colon:x\tit'\''s  plain    sp\\ dir\na"b  c\\001x    d:ir\tn\\nl  sp\\ ace  t\\tb\n' '' sh -c 'cd t && dir'
check_run 'dir -1' 0 '$x\na"b\nback\\\\sl\nc\\001x\ncolon:x\nd:ir\nit'\''s\nn\\nl\nplain\nsp\\ ace\nsp\\ dir\nt\\tb\n' '' sh -c 'cd t && dir -1'
check_run 'vdir -d plain | cut -c 1-10' 0 '-rw-r--r--\n' '' sh -c 'cd t && vdir -d plain | cut -c 1-10'
check_run 'dir -N plain '"'"'sp ace'"'"'' 0 'plain  sp ace\n' '' sh -c 'cd t && dir -N plain '"'"'sp ace'"'"''
finish_
