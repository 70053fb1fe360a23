#!/bin/sh
# od: what depends on the locale: the decimal point of floats, and which
# bytes -c and the z suffix show as characters (single bytes only).
. "$abs_top_srcdir/tests/lib.sh"

printf '\315\314\314\314\314\314\354\077a\351' > in
dbl='                             0.9                     2.9518e-319\n'

check_run "C locale" 0 "$dbl"' 315 314 314 314 314 314 354   ?   a 351\n' '' \
  od -An -tfD -c in
if have_locale_ en_US.UTF-8; then
  LC_ALL=en_US.UTF-8 check_run "UTF-8: bytes above 127 in octal" 0 \
    "$dbl"' 315 314 314 314 314 314 354   ?   a 351\n' '' od -An -tfD -c in
  LC_ALL=en_US.UTF-8 check_run "UTF-8: z shows dots" 0 \
    ' cd cc cc cc cc cc ec 3f 61 e9                    >.......?a.<\n' '' \
    od -An -tx1z in
fi
if have_locale_ de_DE.UTF-8; then
  LC_ALL=de_DE.UTF-8 check_run "German decimal comma" 0 \
    '                      0,9              2,9518e-319\n' '' od -An -tfD in
fi
if have_locale_ en_US.ISO-8859-1 && LC_ALL=en_US.ISO-8859-1 locale charmap 2>/dev/null | grep -q 8859-1; then
  LC_ALL=en_US.ISO-8859-1 check_run "Latin-1: printable high bytes" 0 \
    '   \315   \314   \314   \314   \314   \314   \354   ?   a   \351\n' '' od -An -c in
fi
finish_
