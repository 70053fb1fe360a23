#!/bin/sh
# ls -lR and friends: the per-entry probes (stat, link targets, ACLs,
# contexts) made on the walk's workers must give what GNU coreutils
# 9.11 prints (the expectations are its output), at any thread count,
# with diagnostics where the serial listing prints them.
. "$abs_top_srcdir/tests/lib.sh"
mkdir -p r/a/b r/d && touch r/f r/a/g r/a/b/h && chmod +x r/a/b/h && ln -s f r/l \
  && ln -s ../nowhere r/a/dl && ln -s ../d r/a/ld && ln -s ../nowhere r/d/z \
  || exit 99
acl=no
if setfacl -m u:nobody:r r/a/g 2>/dev/null \
   && setfacl -d -m u:nobody:rx r/d 2>/dev/null; then
  acl=yes
fi
# Keep the mode and the name columns (sizes, owners and times depend on
# the file system and the clock); "total" loses its figure.
keep='$1=="total" {print "total"; next}
      NF >= 4 {s = $1; for (i = 4; i <= NF; i++) s = s " " $i; print s; next}
      {print}'
# p A B: A with ACLs, else B.
p () { if test $acl = yes; then printf '%s' "$1"; else printf '%s' "$2"; fi; }

for t in 1 2 4; do
  export COREBOX_THREADS=$t
  check_run "ls -lR, $t threads" 0 \
    "r:\ntotal\ndrwxr-xr-x a\ndrwxr-xr-x$(p + '') d\n-rw-r--r-- f\nlrwxrwxrwx l -> f\n\nr/a:\ntotal\ndrwxr-xr-x b\nlrwxrwxrwx dl -> ../nowhere\n-rw-r--r--$(p + '') g\nlrwxrwxrwx ld -> ../d\n\nr/a/b:\ntotal\n-rwxr-xr-x h\n\nr/d:\ntotal\nlrwxrwxrwx z -> ../nowhere\n" '' \
    sh -c "ls -lR -gG --time-style=+ r | awk '$keep'"
  # -L: the ACL mark is the target's; the dangling links are reported
  # in listing order, inside the blocks GNU prints them in.
  check_run "ls -lRL, $t threads" 0 \
    "r:\ntotal\ndrwxr-xr-x a\ndrwxr-xr-x$(p + '') d\n-rw-r--r-- f\n-rw-r--r-- l\n\nr/a:\nls: 'r/a/dl': No such file or directory\ntotal\ndrwxr-xr-x b\nl?????????$(p '?' '') ? dl\n-rw-r--r--$(p + '') g\ndrwxr-xr-x$(p + '') ld\n\nr/a/b:\ntotal\n-rwxr-xr-x h\n\nr/a/ld:\nls: 'r/a/ld/z': No such file or directory\ntotal\nl????????? ? z\n\nr/d:\nls: 'r/d/z': No such file or directory\ntotal\nl????????? ? z\n" '' \
    sh -c "ls -lRL -gG --time-style=+ r 2>&1 | awk '$keep'"
  check_run "ls -lRL status, $t threads" 1 '' '' \
    sh -c 'ls -lRL r > /dev/null 2>&1'
  check_run "ls -RZ, $t threads" 0 \
    'r:\n? a\n? d\n? f\n? l\n\nr/a:\n? b\n? dl\n? g\n? ld\n\nr/a/b:\n? h\n\nr/d:\n? z\n' '' \
    sh -c 'ls -RZ r | sed "s/^[^ ]*:[^ ]* /? /"'
  # Colours that need the links' targets and the files' modes.
  check_run "ls -RF --color=always, $t threads" 0 \
    'r:\n\033[0m\033[01;34ma\033[0m/\n\033[01;34md\033[0m/\nf\nl@\n\nr/a:\n\033[01;34mb\033[0m/\n\033[31mdl\033[0m@\ng\n\033[01;34mld\033[0m@\n\nr/a/b:\n\033[32mh\033[0m*\n\nr/d:\n\033[31mz\033[0m@\n' '' \
    env LS_COLORS='or=31:ex=32:ln=target' ls -RF --color=always r
done
unset COREBOX_THREADS
finish_
