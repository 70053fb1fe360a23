#!/bin/sh
# chmod: modes, -v/-c lines, symlinks, the umask warning, errors.
. "$abs_top_srcdir/tests/lib.sh"

umask 022
mkdir -p d/e || exit 99
: > x; : > d/1; : > d/e/2
chmod 644 x d/1 d/e/2; chmod 755 d d/e
ln -s x lx; ln -s nowhere dang; ln -s ../x d/lnk

check_run "-v changed" 0 "mode of 'x' changed from 0644 (rw-r--r--) to 0744 (rwxr--r--)\n" '' chmod -v u+x x
check_run "-v retained" 0 "mode of 'x' retained as 0744 (rwxr--r--)\n" '' chmod -v u+x x
check_run "-c silent when unchanged" 0 '' '' chmod -c 744 x
check_run "-c changed" 0 "mode of 'x' changed from 0744 (rwxr--r--) to 0644 (rw-r--r--)\n" '' chmod -c 644 x
check_run "symbolic list" 0 "mode of 'x' changed from 0644 (rw-r--r--) to 0710 (rwx--x---)\n" '' chmod -v u=rwx,g=x,o= x
check_run "X" 0 "mode of 'x' changed from 0710 (rwx--x---) to 0711 (rwx--x--x)\nmode of 'd' retained as 0755 (rwxr-xr-x)\n" '' chmod -v a+X x d
check_run "copy bits" 0 "mode of 'x' changed from 0711 (rwx--x--x) to 0771 (rwxrwx--x)\n" '' chmod -v g=u x
check_run "setuid" 0 "mode of 'x' changed from 0771 (rwxrwx--x) to 4771 (rwsrwx--x)\n" '' chmod -v u+s x
check_run "octal" 0 "mode of 'x' changed from 4771 (rwsrwx--x) to 0644 (rw-r--r--)\n" '' chmod -v 0644 x
check_run "sticky dir" 0 "mode of 'd' changed from 0755 (rwxr-xr-x) to 1755 (rwxr-xr-t)\n" '' chmod -v +t d
chmod -t d
check_run "option-like mode" 0 "mode of 'x' changed from 0644 (rw-r--r--) to 0444 (r--r--r--)\n" '' chmod -v -w x
check_run "mode operand first" 1 '' "chmod: invalid mode: 'x'\nTry 'chmod --help' for more information.\n" chmod x -v u+w
chmod 666 x
check_run "umask warning" 1 '' "chmod: x: new permissions are r--rw-rw-, not r--r--r--\n" chmod -w x
chmod 644 x
check_run "operand link followed" 0 "mode of 'lx' changed from 0644 (rw-r--r--) to 0600 (rw-------)\n" '' chmod -v 600 lx
check_run "-h on a link" 0 "neither symbolic link 'lx' nor referent has been changed\n" '' chmod -hv 700 lx
check_run "dangling" 1 '' "chmod: cannot operate on dangling symlink 'dang'\n" chmod 600 dang
check_run "dangling -v" 1 "'dang' could not be accessed\n" "chmod: cannot operate on dangling symlink 'dang'\n" chmod -v 600 dang
check_run "dangling -h" 0 "neither symbolic link 'dang' nor referent has been changed\n" '' chmod -hv 600 dang
chmod 644 x
mkdir -p r/s/t q; : > r/s/t/f; ln -s ../x q/l; chmod 755 r r/s r/s/t q; chmod 644 r/s/t/f
check_run "-R -v" 0 "mode of 'r' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\nmode of 'r/s' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\nmode of 'r/s/t' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\nmode of 'r/s/t/f' changed from 0644 (rw-r--r--) to 0600 (rw-------)\n" '' chmod -Rv go= r
check_run "-R -c, link inside" 0 "mode of 'q' changed from 0755 (rwxr-xr-x) to 0700 (rwx------)\n" '' chmod -Rc go= q
check_run "-R -v, link inside" 0 "mode of 'q' retained as 0700 (rwx------)\nneither symbolic link 'q/l' nor referent has been changed\n" '' chmod -Rv go= q
chmod 666 x
check_run "-RL follows" 0 "mode of 'q' retained as 0700 (rwx------)\nmode of 'q/l' changed from 0666 (rw-rw-rw-) to 0600 (rw-------)\n" '' chmod -RLv go= q
chmod 644 x
for t in 1 2 8; do
  chmod 755 d d/e; chmod 644 d/1 d/e/2
  COREBOX_THREADS=$t chmod -Rv a+w d > out.$t 2>&1 || fail_ "-R at $t threads"
done
cmp -s out.1 out.2 && cmp -s out.1 out.8 || fail_ "-R output depends on the thread count"
test "$(stat -c %a x)" = 644 || fail_ "-R -H followed a symlink inside the tree"
check_run "-R --dereference needs -H or -L" 1 '' "chmod: -R --dereference requires either -H or -L\n" chmod -RP --dereference 600 d
check_run "missing" 1 '' "chmod: cannot access 'nonexist': No such file or directory\n" chmod 600 nonexist
check_run "missing -v" 1 "'nonexist' could not be accessed\n" "chmod: cannot access 'nonexist': No such file or directory\n" chmod -v 600 nonexist
check_run "missing -f" 1 '' '' chmod -f 600 nonexist
check_run "not a directory" 1 '' "chmod: cannot access 'x/': Not a directory\n" chmod 600 x/
check_run "invalid mode" 1 '' "chmod: invalid mode: 'foo'\nTry 'chmod --help' for more information.\n" chmod foo x
check_run "no operand" 1 '' "chmod: missing operand\nTry 'chmod --help' for more information.\n" chmod
check_run "no file" 1 '' "chmod: missing operand after '644'\nTry 'chmod --help' for more information.\n" chmod 644
check_run "mode and --reference" 1 '' "chmod: cannot combine mode and --reference options\nTry 'chmod --help' for more information.\n" chmod -w --reference=x d
check_run "--reference" 0 "mode of 'd' changed from 0777 (rwxrwxrwx) to 0644 (rw-r--r--)\n" '' chmod -v --reference=x d
chmod 755 d
check_run "bad --reference" 1 '' "chmod: failed to get attributes of 'nonexist': No such file or directory\n" chmod --reference=nonexist d
check_run "--preserve-root" 1 '' "chmod: it is dangerous to operate recursively on '/'\nchmod: use --no-preserve-root to override this failsafe\n" chmod -R --preserve-root 755 /
ln -s / root
check_run "--preserve-root via link" 1 '' "chmod: it is dangerous to operate recursively on 'root' (same as '/')\nchmod: use --no-preserve-root to override this failsafe\n" chmod -RH --preserve-root 755 root
check_run "write error" 1 '' "chmod: write error: No space left on device\n" sh -c 'chmod -v 644 x > /dev/full'
finish_
