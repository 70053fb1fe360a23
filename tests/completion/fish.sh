#!/bin/sh
# The fish completions made by the build, loaded into fish: what
# `complete -C` offers for a few command lines.  Skips without fish.
# CB_TEST_FISH_SETUP, if set, is run in that fish first (for a fish
# unpacked elsewhere: its function path).
. "$abs_top_srcdir/tests/lib.sh"

comp=$abs_top_builddir/completions/fish
test -f "$comp/ls.fish" || fail_ "the build made no $comp/ls.fish"
fish=$(command -v fish) || skip_ "fish is not installed"
for f in "$comp"/*.fish; do
  "$fish" -n "$f" || fail_ "$f: syntax"
done
HOME=$(pwd); export HOME
XDG_CONFIG_HOME=$HOME; export XDG_CONFIG_HOME

offer_ () {
  "$fish" -c "${CB_TEST_FISH_SETUP-}
    for f in $comp/*.fish; source \$f; end
    complete -C '$1'" | cut -f1
}
check_run "ls --so" 0 '%s--sort\n' '' offer_ 'ls --so'
check_run "ls --color=" 0 '%s--color=always\n--color=auto\n--color=never\n' '' offer_ 'ls --color='
check_run "ls --sort " 0 'extension\nname\nnone\nsize\ntime\nversion\nwidth\n' '' offer_ 'ls --sort '
check_run "cksum -a s" 0 'sha1\nsha224\nsha256\nsha384\nsha512\nsm3\nsysv\n' '' offer_ 'cksum -a s'
check_run "corebox l" 0 'link\nln\nlogname\nls\n' '' offer_ 'corebox l'
check_run "corebox ls --so" 0 '%s--sort\n' '' offer_ 'corebox ls --so'
finish_
