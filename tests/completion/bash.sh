#!/bin/sh
# The bash completion made by the build (scripts/gen-completions), loaded
# into bash: the words offered for a few command lines, exactly.  COMP_WORDS
# is given as bash splits a line with its default COMP_WORDBREAKS (which
# holds '=': "--color=a" arrives as "--color" "=" "a").
. "$abs_top_srcdir/tests/lib.sh"

comp=$abs_top_builddir/completions/bash/corebox
test -f "$comp" || fail_ "the build made no $comp"
command -v bash > /dev/null || skip_ "no bash"
bash -n "$comp" || fail_ "$comp: syntax"

# Expected replies starting with "-" begin with "%s", which check_run
# would otherwise hand to printf as an option.
# offer_ WORD...: the replies, one per line, for the command line WORD...
# with the cursor at the end of the last word.
cat > offer.bash <<'E'
. "$1"; shift
COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
_corebox_complete "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
test ${#COMPREPLY[@]} = 0 || printf '%s\n' "${COMPREPLY[@]}"
E
offer_ () { bash offer.bash "$comp" "$@"; }

check_run "ls --so" 0 '%s--sort=\n' '' offer_ ls --so
check_run "sort -" 0 '%s-b\n-c\n-C\n-d\n-f\n-g\n-h\n-i\n-k\n-m\n-M\n-n\n-o\n-r\n-R\n-s\n-S\n-t\n-T\n-u\n-V\n-z\n--ignore-leading-blanks\n--check\n--check=\n--compress-program=\n--debug\n--dictionary-order\n--ignore-case\n--files0-from=\n--general-numeric-sort\n--ignore-nonprinting\n--key=\n--merge\n--month-sort\n--numeric-sort\n--human-numeric-sort\n--version-sort\n--random-sort\n--random-source=\n--sort=\n--output=\n--reverse\n--stable\n--batch-size=\n--buffer-size=\n--field-separator=\n--temporary-directory=\n--unique\n--zero-terminated\n--parallel=\n--help\n--version\n' '' offer_ sort -
check_run "cp --re" 0 '%s--recursive\n--remove-destination\n--reflink\n--reflink=\n' '' offer_ cp --re
check_run "ls --color=" 0 'always\nauto\nnever\n' '' offer_ ls --color =
check_run "ls --color=a" 0 'always\nauto\n' '' offer_ ls --color = a
check_run "word not split at =" 0 '%s--color=always\n--color=auto\n' '' offer_ ls --color=a
check_run "abbreviated option" 0 'time\n' '' offer_ ls --sor = t
check_run "ambiguous abbreviation" 0 '' '' offer_ ls --in = x
check_run "argument in the next word" 0 'none\nsize\ntime\nversion\nextension\nwidth\nname\n' '' offer_ ls --sort ''
check_run "short option's argument" 0 'sysv\nsha1\nsha224\nsha256\nsha384\nsha512\nsm3\n' '' offer_ cksum -a s
check_run "comma list" 0 'mode,ownership\n' '' offer_ cp --preserve = mode,o
check_run "file argument" 0 '' '' offer_ ls -lw ''
check_run "operand" 0 '' '' offer_ ls -l ''
check_run "after --" 0 '' '' offer_ ls -- --so
check_run "only --help and --version" 0 '%s--help\n--version\n' '' offer_ yes -
check_run "undocumented letters left out" 0 '%s-c\n-n\n-q\n-v\n-z\n--bytes=\n--lines=\n--quiet\n--silent\n--verbose\n--zero-terminated\n--help\n--version\n' '' offer_ head -

# A program reached through a link or a path: the name is the last
# component; through corebox, the first argument names the program.
check_run "path to a link" 0 '%s--sort=\n' '' offer_ "$abs_top_builddir/src/ls" --so
check_run "corebox PROGRAM" 0 '%s--sort=\n' '' offer_ corebox ls --so
check_run "corebox's program names" 0 'link\nln\nlogname\nls\n' '' offer_ corebox l
check_run "corebox's options" 0 '%s--list\n' '' offer_ corebox --li
check_run "dir, a link to ls" 0 '%s--sort=\n' '' offer_ dir --so

# Every program with an option table is registered, corebox too.
cat > reg.bash <<'E'
. "$1"; complete -p ls corebox; complete -p echo 2>/dev/null; :
E
check_run "registered" 0 'complete -o default -F _corebox_complete ls\ncomplete -o default -F _corebox_complete corebox\n' '' bash reg.bash "$comp"
# The generator refuses a binary that prints no option table (an old or
# foreign one would simply have run each program).
printf '#!/bin/sh\necho "$@"\n' > fake && chmod +x fake
check_run "foreign binary refused" 1 '' \
  "gen-completions: ./fake: COREBOX_OPTION_TABLE=1 prints no option table\n" \
  "$abs_top_srcdir/scripts/gen-completions" ./fake gen
test -e gen/bash/corebox && fail_ "files written for a foreign binary"
finish_
