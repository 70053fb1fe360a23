#!/bin/sh
# The zsh completion made by the build, in a real interactive zsh driven
# through zsh/zpty: the matches offered for a few command lines.  Skips
# without zsh.  CB_TEST_ZSH_SETUP, if set, is run in that zsh first (for
# a zsh unpacked elsewhere than where it was built to live: its
# module_path and fpath).
. "$abs_top_srcdir/tests/lib.sh"

comp=$abs_top_builddir/completions/zsh
test -f "$comp/_corebox" || fail_ "the build made no $comp/_corebox"
zsh=$(command -v zsh) || skip_ "zsh is not installed"
"$zsh" -n "$comp/_corebox" || fail_ "_corebox: syntax"

# The driver: a zsh in a pty, completion loaded with our directory first
# in fpath, compadd wrapped to write each match to a file; then LINE and
# a TAB are typed.
cat > drive.zsh <<'E'
eval "${CB_TEST_ZSH_SETUP-}"
zmodload zsh/zpty || exit 2
zpty z "$1" -f -i
zpty -w z "${CB_TEST_ZSH_SETUP-}"
zpty -w z "fpath=($2 \$fpath); PS1=''; autoload -U compinit; compinit -u -D"
zpty -w z "print -r -- \$_comps[ls] \$_comps[cksum] > $3.who"
zpty -w z "compadd () { builtin compadd -O _m \"\$@\"; print -rl -- \$_m >> $3; builtin compadd \"\$@\"; }"
zpty -w z 'print -r -- "<rea""dy>"'
zpty -r -m z out '*<ready>*'
zpty -w -n z "$4"$'\t'
sleep 1
zpty -w z $'\C-u'
zpty -w z 'print -r -- "<do""ne>"'
zpty -r -m z out '*<done>*'
zpty -d z
E
offer_ () {
  rm -f m.out; : > m.out
  timeout 60 "$zsh" -f drive.zsh "$zsh" "$comp" "$(pwd)/m.out" "$1" > /dev/null 2>&1
  sed '/^$/d' m.out | sort -u
}
offer_ 'ls' > /dev/null
check_file "ls and cksum are completed by _corebox" - m.out.who <<E
_corebox _corebox
E
check_run "ls --so" 0 '%s--sort\n' '' offer_ 'ls --so'
check_run "ls --color=" 0 'always\nauto\nnever\n' '' offer_ 'ls --color='
check_run "cp --re" 0 '%s--recursive\n--reflink\n--remove-destination\n' '' offer_ 'cp --re'
check_run "cksum -a s" 0 'sha1\nsha224\nsha256\nsha384\nsha512\nsm3\nsysv\n' '' offer_ 'cksum -a s'
check_run "corebox l" 0 'link\nln\nlogname\nls\n' '' offer_ 'corebox l'
finish_
