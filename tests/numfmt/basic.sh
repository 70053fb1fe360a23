#!/bin/sh
# numfmt: scaling from and to units, rounding, padding, suffixes and unit
# separators, fields and delimiters, --format, --header, -z, the
# --invalid modes, --debug warnings, UTF-8 blanks, and every diagnostic.
. "$abs_top_srcdir/tests/lib.sh"

PATH=$abs_top_builddir/src:$PATH
# # Scaling from and to units, rounding, precision.
check_run plain 0 '1234\n' '' env numfmt 1234
check_run from-si 0 '1000\n2500000\n1000\n' '' env numfmt --from=si 1K 2.5M 1k
check_run from-iec 0 '1024\n1572864\n' '' env numfmt --from=iec 1K 1.5M
check_run from-auto 0 '1000\n1024\n3145728\n2000000000\n' '' env numfmt --from=auto 1K 1Ki 3Mi 2G
check_run from-ieci 0 '1024\n1\n' '' env numfmt --from=iec-i 1Ki 1
check_run to-si 0 '2.0k\n2.1k\n2.0k\n999\n1.0k\n0\n10k\n100k\n999G\n124T\n' '' env numfmt --to=si 2000 2001 1999 999 1000 0 9999 99999 999000000000 123600000000000
check_run to-iec 0 '2.0K\n2.1K\n1023\n1.0K\n1.1K\n35K\n34M\n100K\n' '' env numfmt --to=iec 2048 2049 1023 1024 1025 35000 35000000 102399
check_run to-ieci 0 '2.0Ki\n0\n100Ki\n' '' env numfmt --to=iec-i 2048 0 102399
check_run round-up 0 '2.0k\n3.6k\n' '' env numfmt --to=si --round=up 1901 3501
check_run round-down 0 '2.0k\n1.9k\n35k\n' '' env numfmt --to=si --round=down 2001 1999 35000
check_run round-nearest 0 '1.9k\n1.9k\n2.0k\n3.6k\n998k\n' '' env numfmt --to=si --round=nearest 1901 1945 1955 3550 998123
check_run round-tz 0 '5\n-5\n5.85\n-5.85\n' '' env numfmt --round=towards-zero --to-unit=1024 -- 6000 -6000 6000.00 -6000.00
check_run round-fz 0 '5.9\n-5.9\n' '' env numfmt --round=from-zero --to-unit=1024 -- 6000.0 -6000.0
check_run round-abbrev 0 '5.859\n-5.8594\n' '' env numfmt --ro=near --to-u=1024 -- 6000.000 -6000.0000
check_run neg 0 '8.9K\n-8.9K\n0\n-0\n-1.3K\n' '' env numfmt --to=iec -- 9100 -9100 -0 -0.1 -1234
check_run padding 0 ' -1234\n     5\n' '' env numfmt --padding=6 -- -1234 5
check_run padding-left 0 '50k       \n' '' env numfmt --padding=-10 --to=si 50000
check_run padding-suffix 0 '    50kfoo\n' '' env numfmt --padding=10 --suffix=foo --to=si 50000
check_run padding-narrow 0 '1.0k\n' '' env numfmt --padding=2 --to=si 1000
check_run units 0 '1024\n' '' env numfmt --from-unit=512 4 --to-unit=2
check_run units2 0 '2.0G\n' '' env numfmt --from-unit=512 --from=iec --to=iec 4M
check_run units-K 0 '30000\n' '' env numfmt --from-unit=K 30
check_run units-Ki 0 '30720\n' '' env numfmt --from-unit=Ki 30
check_run to-unit-G 0 '10.0\n' '' env numfmt --to-unit=G --format=%.1f 9991239123
check_run frac 0 '1.1\n1.22\n0.1\n1\n9.300000000000000000\n' '' env numfmt 1.1 1.22 .1 0000000000000000000000000001 9.300000000000000000
check_run large 0 '1.0E\n544Q\n3.3Z\n' '' env numfmt --to=si 1000000000000000000 543219876543210000000000000000000 3210000000000000000000
check_run large-from 0 '999Q\n3.4Z\n80Y\n9.0Y\n' '' env numfmt --from=si --to=si 999Q 3.4Z 80Y 9000Z
check_run large-iec 0 '789Q\n' '' env numfmt --from=si --to=iec 999Q
# # Suffixes, separators and blanks
check_run suffix 0 '70Foo\n70Foo\n' '' env numfmt --suffix=Foo 70Foo 70
check_run suffix-from 0 '70000Foo\n70000Foo\n' '' env numfmt --suffix=Foo --from=si 70K 70KFoo
check_run suffix-to 0 '7.0kFoo\n' '' env numfmt --suffix=Foo --to=si 7000Foo
check_run suffix-mix 0 '40M\n40000000M\n' '' env numfmt --suffix=M --from=si 40M 40MM
check_run usep 0 '1.0 k\n500\n' '' env numfmt --to=si --unit-separator=' ' 1000 500
check_run usep-iec 0 '2.0::Ki\n' '' env numfmt --to=iec-i --unit-separator='::' 2048
check_run usep-in 0 '1000\n' '' env numfmt -d '' --from=si --unit-separator='  ' '1  K'
check_run usep-empty 2 '1000\n' 'numfmt: invalid suffix in input: '\''1 K'\''\n' env numfmt -d '' --from=si --unit-separator='' '1K' '1 K'
check_run usep-suffix 0 '1.0 kB\n' '' env numfmt --to=si --unit-separator=' ' --suffix=B 1000
check_run blank-in 0 '4000\n4\n2000\n' '' env numfmt -d '' --from=si '4.0 K' '4  ' '2K '
check_run nbsp 2 '2000\n' 'numfmt: invalid suffix in input: '\''2\\342\\201\\240Ki'\''\n' env numfmt -d '' --from=auto '2 K' '2⁠Ki'
# # Fields and delimiters
check_run field2 0 'Hello 40000000 World 90G\n' '' env numfmt --field 2 --from=auto 'Hello 40M World 90G'
check_run field4 0 'Hello 40M World 90000000000 \n' '' env numfmt --field 4 --from=auto 'Hello 40M World 90G '
check_run fields 0 '1000 2.0k 3000 4.0k 5000\n' '' env numfmt --field 2,4 --to=si '1000 2000 3000 4000 5000'
check_run fields-range 0 '1000 2.0k 3.0k 4.0k 5000\n' '' env numfmt --field 2-4 --to=si '1000 2000 3000 4000 5000'
check_run fields-open 0 '1000 2000 3.0k 4.0k 5.0k\n' '' env numfmt --field 3- --to=si '1000 2000 3000 4000 5000'
check_run fields-to 0 '1.0k 2.0k 3.0k 4000 5000\n' '' env numfmt --field -3 --to=si '1000 2000 3000 4000 5000'
check_run fields-all 0 '1.0k 2.0k 3.0k 4.0k 5.0k\n' '' env numfmt --field=- --to=si '1000 2000 3000 4000 5000'
check_run fields-blank 0 '1.0k 2.0k 3000 4.0k 5000\n' '' env numfmt --field '1,2 4' --to=si '1000 2000 3000 4000 5000'
check_run fields-merge 0 '1.0k 2.0k 3.0k 4.0k 5.0k 6000\n' '' env numfmt --field 4-5,1-2,2-3 --to=si '1000 2000 3000 4000 5000 6000'
check_run ws 0 'A    500 B\nA   5.0k B\n  500\n 6500\n 6000000\n' '' env numfmt --to=si --field 2 'A    500 B' 'A   5000 B' '  500' ' 6500' ' 6000000'
printf 'rootfs    100000\nudev         20000000\n' > in
check_run ws-stdin 0 'rootfs      100k\nudev              20M\n' '' env numfmt --to=si --field 2 < in
check_run delim 0 '40000000:\n40000000:60M\n' '' env numfmt --delimiter=: --from=auto 40M: 40M:60M
check_run delim-field 0 ':40000000:60M\n' '' env numfmt -d: --field=2 --from=auto :40M:60M
check_run delim-empty 0 '40000000\n' '' env numfmt --delimiter= --from=auto '40 M'
check_run delim-mb 1 '' 'numfmt: the delimiter must be a single character\n' env numfmt -d '·' --field=2 --from=si '1·2K'
check_run emspace 0 ' 2\n' '' env numfmt --field=2 ' 2'
# # Formats
check_run fmt-prec 0 '9.9913G\n' '' env numfmt --format=%.4f --to=si 9991239123
check_run fmt-prec1 0 '1.0\n1.2\n' '' env numfmt --format=%.1f 1 1.12
check_run fmt-zero 0 '001234\n-00012\n' '' env numfmt --format=%06f 1234 -- -12
check_run fmt-zero-neg 0 '-00000009869647.00\n' '' env numfmt --from=none --format=%018.2f -- -9869647
check_run fmt-width 0 '<      5.0M>\n' '' env numfmt --format='<%10f>' --to=si 5000000
check_run fmt-left 0 '<50Foo     >\n' '' env numfmt --format='<%-10f>' --suffix Foo 50
check_run fmt-pct 0 '%%%%5000\n' '' env numfmt --format='%% %f' 5000
check_run fmt-pct2 0 '5000 %%%%\n' '' env numfmt --format='%f %%' 5000
check_run fmt-quote 0 '     50000\n' '' env numfmt --format="%'10f" 50000
check_run fmt-pad 0 '  1234\n' '' env numfmt --format=%6f --padding=66 1234
check_run fmt-pad2 0 '001234 \n' '' env numfmt --format=%06f --padding=-7 1234
check_run fmt-space 0 '10.0\n' '' env numfmt --format='% .1f' --to-unit=G 9991239123
check_run fmt-zeroprec 0 '5M\n' '' env numfmt --to=iec --format=%.0f 5183776
check_run grouping 0 '7000000\n' '' env numfmt --from=si --grouping 7M
check_run header-args 0 '4.0K\n' '' env numfmt --header --to=iec 4096
printf 'hello\nworld\n5000\n90000\n' > in
check_run header-stdin 0 'hello\nworld\n4.9K\n88K\n' '' env numfmt --header=2 --to=iec < in
printf 'hello\n' > in
check_run header-short 0 'hello\n' '' env numfmt --header=3 --to=iec < in
printf '1025\0002048\000' > in
check_run zero 0 '1.1K\0002.0K\000' '' env numfmt -z --to=iec < in
printf 'A\nB 1001 C\000D E\n2002 F\000' > in
check_run zero-nl 0 'A B 1.1k C\000D E 2.1k F\000' '' env numfmt -z --field=3 --to=si < in
printf 1000 > in
check_run nonl 0 '1.0k' '' env numfmt --to=si < in
printf '1234\000foo bar\n' > in
check_run nul-in-line 0 '1.3k\n' '' env numfmt --to=si < in
# # Invalid input and the --invalid modes
check_run inv-num 2 '' 'numfmt: invalid number: '\''foo'\''\n' env numfmt --from=si foo
check_run inv-empty 2 '' 'numfmt: invalid number: '\'''\''\n' env numfmt --from=si ''
check_run inv-dot 2 '' 'numfmt: invalid number: '\''12.'\''\n' env numfmt --from=si 12. 
check_run inv-suffix 2 '' 'numfmt: invalid suffix in input: '\''4J'\''\n' env numfmt 4J
check_run inv-reject 2 '' 'numfmt: rejecting suffix in input: '\''4M'\'' (consider using --from)\n' env numfmt 4M
check_run inv-suffix2 2 '' 'numfmt: invalid suffix in input '\''4MJ'\'': '\''J'\''\n' env numfmt --from=si 4MJ
check_run inv-missing-i 2 '' 'numfmt: missing '\''i'\'' suffix in input: '\''12M'\'' (e.g Ki/Mi/Gi)\n' env numfmt --from=iec-i 12M
check_run inv-neg 2 '' 'numfmt: invalid number: '\''-0.-1'\''\n' env numfmt -- -0.-1
check_run inv-sci 2 '' 'numfmt: invalid suffix in input: '\''1e9'\''\n' env numfmt 1e9
check_run inv-dots 2 '' 'numfmt: invalid suffix in input: '\''..1'\''\n' env numfmt ..1
check_run inv-fail 2 '1.0k\nFoo\n3.0k\n' 'numfmt: invalid number: '\''Foo'\''\n' env numfmt --invalid=fail --to=si 1000 Foo 3000
printf 'A 1K x\nB Foo y\nC 3G z\n' > in
check_run inv-fail-stdin 2 'A 1000 x\nB Foo y\nC 2.8G z\n' 'numfmt: invalid number: '\''Foo'\''\n' env numfmt --invalid=fail --field 2 --from=si --to=iec < in
printf '1000\nFoo\n3000\n' > in
check_run inv-warn 0 '1.0k\nFoo\n3.0k\n' 'numfmt: invalid number: '\''Foo'\''\n' env numfmt --invalid=warn --to=si < in
check_run inv-ignore 0 '1.0k\nbad\n3.0k\n' '' env numfmt --invalid=ignore --to=si 1000 bad 3000
check_run inv-ignore-suffix 0 '12q3QWE\n' '' env numfmt --invalid=ignore --suffix=QWE 12q3QWE
check_run inv-abort-suffix 2 '' 'numfmt: invalid suffix in input: '\''12q3'\''\n' env numfmt --invalid=abort --suffix=QWE 12q3QWE
printf '1000\n\n2000\n' > in
check_run inv-abort-stdin 2 '1.0k\n' 'numfmt: invalid number: '\'''\''\n' env numfmt --to=si < in
check_run inv-field3 2 'Hello 40M ' 'numfmt: invalid number: '\''World'\''\n' env numfmt --field 3 --from=auto 'Hello 40M World 90G'
check_run too-large 2 '' 'numfmt: value too large to be printed: '\''1e+19'\'' (consider using --to)\n' env numfmt 10000000000000000000
check_run too-large-prec 2 '' 'numfmt: value/precision too large to be printed: '\''1e+18/1'\'' (consider using --to)\n' env numfmt 1000000000000000000.0
check_run too-large-conv 2 '' 'numfmt: value too large to be converted: '\''6543219876543210000000000000000000'\''\n' env numfmt --to=si 6543219876543210000000000000000000
check_run too-large-Q 2 '' 'numfmt: value too large to be printed: '\''1e+33'\'' (cannot handle values > 999Q)\n' env numfmt --from=si --to=si 1000Q
check_run too-large-fail 2 '10000000000000000000\n' 'numfmt: value too large to be printed: '\''1e+19'\'' (consider using --to)\n' env numfmt --invalid=fail 10000000000000000000
# # --debug
check_run debug-noop 0 '4096\n' 'numfmt: no conversion option specified\n' env numfmt --debug 4096
check_run debug-header 0 '4.0K\n' 'numfmt: --header ignored with command-line input\n' env numfmt --debug --header --to=iec 4096
check_run debug-group 0 '4000\n' 'numfmt: grouping has no effect in this locale\n' env numfmt --debug --grouping --from=si 4.0K
check_run debug-loss 0 '13E\n' 'numfmt: large input value '\''12345678901234567890'\'': possible precision loss\n' env numfmt --to=si --debug 12345678901234567890
check_run debug-fail 2 '1.0k\nFoo\n3.0k\n' 'numfmt: invalid number: '\''Foo'\''\nnumfmt: failed to convert some of the input numbers\n' env numfmt --invalid=fail --debug --to=si 1000 Foo 3000
check_run debug-fmtpad 0 '     1\n' 'numfmt: --format padding overriding --padding\n' env numfmt --debug --padding 5 --format=%6f 1
# # Option errors
check_run e-unit 1 '' 'numfmt: invalid unit size: '\''AA'\''\n' env numfmt --from-unit=AA 1
check_run e-unit0 1 '' 'numfmt: invalid unit size: '\''0'\''\n' env numfmt --to-unit=0 1
check_run e-unit-i 1 '' 'numfmt: invalid unit size: '\''i'\''\n' env numfmt --from-unit=i 0
check_run e-unit-1i 1 '' 'numfmt: invalid unit size: '\''1i'\''\n' env numfmt --from-unit=1i 0
check_run e-unit-big 1 '' 'numfmt: invalid unit size: '\''18014398509481984Ki'\''\n' env numfmt --to-unit=18014398509481984Ki 1000
check_run e-pad 1 '' 'numfmt: invalid padding value '\''A'\''\n' env numfmt --padding=A 5
check_run e-pad0 1 '' 'numfmt: invalid padding value '\''0'\''\n' env numfmt --padding=0 5
check_run e-field 1 '' 'numfmt: invalid field value '\''A'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field A
check_run e-field2 1 '' 'numfmt: invalid field value '\''foo'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field -foo
check_run e-field3 1 '' 'numfmt: invalid field range\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field --3
check_run e-field0 1 '' 'numfmt: fields are numbered from 1\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field 0
check_run e-field-dec 1 '' 'numfmt: invalid decreasing range\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field 3-2
check_run e-field-multi 1 '' 'numfmt: multiple field specifications\n' env numfmt --field 1 --field 2
check_run e-field-big 1 '' 'numfmt: field number '\''18446744073709551615'\'' is too large\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field 18446744073709551615,22
check_run e-field-empty 1 '' 'numfmt: fields are numbered from 1\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --field=
check_run e-header 1 '' 'numfmt: invalid header value '\''0'\''\n' env numfmt --header=0
check_run e-header2 1 '' 'numfmt: invalid header value '\''A'\''\n' env numfmt --header=A
check_run e-delim 1 '' 'numfmt: the delimiter must be a single character\n' env numfmt -d ,, 1
check_run e-grp-to 1 '' 'numfmt: grouping cannot be combined with --to\n' env numfmt --from=si --to=si --grouping 7M
check_run e-grp-fmt 1 '' 'numfmt: --grouping cannot be combined with --format\n' env numfmt --format=%f --grouping 1
check_run e-fmt-none 1 '' 'numfmt: format '\''hello'\'' has no %% directive\n' env numfmt --format=hello
check_run e-fmt-empty 1 '' 'numfmt: format '\'''\'' has no %% directive\n' env numfmt --format=
check_run e-fmt-end 1 '' 'numfmt: format '\''hello%%'\'' ends in %%\n' env numfmt --format=hello%
check_run e-fmt-d 1 '' 'numfmt: invalid format '\''%%d'\'', directive must be %%[0]['\''][-][N][.][N]f\n' env numfmt --format=%d
check_run e-fmt-space 1 '' 'numfmt: invalid format '\''%% -43 f'\'', directive must be %%[0]['\''][-][N][.][N]f\n' env numfmt --format='% -43 f'
check_run e-fmt-two 1 '' 'numfmt: format '\''%%f %%f'\'' has too many %% directives\n' env numfmt --format='%f %f'
check_run e-fmt-prec 1 '' 'numfmt: invalid precision in format '\''%%.-1f'\''\n' env numfmt --format=%.-1f 1
check_run e-fmt-prec2 1 '' 'numfmt: invalid precision in format '\''%%.+1f'\''\n' env numfmt --format=%.+1f 1
check_run e-fmt-prec3 1 '' 'numfmt: invalid precision in format '\''%%. 1f'\''\n' env numfmt --format='%. 1f' 1
check_run e-from 1 '' 'numfmt: invalid argument '\''x'\'' for '\''--from'\''\nValid arguments are:\n  - '\''none'\''\n  - '\''auto'\''\n  - '\''si'\''\n  - '\''iec'\''\n  - '\''iec-i'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --from=x 1
check_run e-to 1 '' 'numfmt: invalid argument '\''auto'\'' for '\''--to'\''\nValid arguments are:\n  - '\''none'\''\n  - '\''si'\''\n  - '\''iec'\''\n  - '\''iec-i'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --to=auto 1
check_run e-round 1 '' 'numfmt: invalid argument '\''x'\'' for '\''--round'\''\nValid arguments are:\n  - '\''up'\''\n  - '\''down'\''\n  - '\''from-zero'\''\n  - '\''towards-zero'\''\n  - '\''nearest'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --round=x 1
check_run e-invalid 1 '' 'numfmt: invalid argument '\''x'\'' for '\''--invalid'\''\nValid arguments are:\n  - '\''abort'\''\n  - '\''fail'\''\n  - '\''warn'\''\n  - '\''ignore'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --invalid=x 1
check_run e-opt 1 '' 'numfmt: invalid option -- '\''9'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --to=iec -9923868
check_run e-long 1 '' 'numfmt: unrecognized option '\''--bogus'\''\nTry '\''numfmt --help'\'' for more information.\n' env numfmt --bogus
# # UTF-8: blanks beyond ASCII, multibyte delimiters, widths in characters.
check_run u-nbsp 2 '2000\n2048\n2000\n' 'numfmt: invalid suffix in input: \342\200\2302  K\342\200\231\n' env LC_ALL=C.UTF-8 numfmt -d '' --from=auto '2 K' '2⁠Ki' '2 K' '2  K'
check_run u-emspace 0 ' 2\n1 2\n1  2\n' '' env LC_ALL=C.UTF-8 numfmt --field=2 ' 2' '1 2' '1  2'
check_run u-emspace-tail 0 '2048\n' '' env LC_ALL=C.UTF-8 numfmt --from=auto -d '' '2Ki  '
check_run u-delim 0 '1\302\2672000\n' '' env LC_ALL=C.UTF-8 numfmt -d '·' --field=2 --from=si '1·2K'
check_run u-delim-bad 1 '' 'numfmt: the delimiter must be a single character\n' env LC_ALL=C.UTF-8 numfmt -d '··' 1
check_run u-pad 0 '  2\n' '' env LC_ALL=C.UTF-8 numfmt --padding=3 ' 2'
check_run u-fr-decimal 0 '1,1k\n1,1k\n' '' env LC_ALL=fr_FR.UTF-8 numfmt --to=si 1100 1000,5
check_run u-fr-group 0 '1\342\200\257000\342\200\257000\n' '' env LC_ALL=fr_FR.UTF-8 numfmt --grouping 1000000
check_run u-en-group 0 '1,000,000.5\n' '' env LC_ALL=en_US.UTF-8 numfmt --grouping 1000000.5
check_run u-en-fmt 0 '01,234\n' '' env LC_ALL=en_US.UTF-8 numfmt --format="%'06f" 1234

# A lone byte as delimiter (no character in UTF-8), and a tab before
# the unit.
b=$(printf '\302')
check_run "byte delimiter" 0 "1${b}2K\n" '' env numfmt -d "$b" --field=2 --invalid=ignore "1${b}2K"
check_run "tab before unit" 0 '4000\n' '' env numfmt -d '' --from=si "$(printf '4\tK')"
# The output of a long run is whole.
seq 1000 1000 100000 | numfmt --to=si > long || fail_ "long run"
test "$(wc -l < long)" = 100 || fail_ "long run lines"
test "$(tail -n1 long)" = 100k || fail_ "long run last"

numfmt --help | grep -q 'iec-i' || fail_ "--help"
numfmt --version | grep -q '^numfmt (GNU coreutils) 9\.11$' || fail_ "--version"
if test -w /dev/full; then
  check_run "endless input to a full disk" 1 '' "numfmt: write error: No space left on device\n" \
    sh -c 'yes 1 | timeout 20 numfmt > /dev/full'
fi
check_run "output and diagnostics in order" 2 "1.0k\nnumfmt: invalid number: 'x'\n" '' \
  sh -c "printf '1000\\nx\\n2000\\n' | numfmt --to=si 2>&1"
finish_
