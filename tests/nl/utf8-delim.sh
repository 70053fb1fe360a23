#!/bin/sh
# nl -d: a delimiter of one character (valid, or one invalid byte) gets
# ':' as its second character; malformed UTF-8 (surrogates, overlong
# forms, beyond U+10FFFF) is one character per byte.  en_US.UTF-8 and
# C.UTF-8, and a legacy multibyte locale.
. "$abs_top_srcdir/tests/lib.sh"

locales=
for l in en_US.UTF-8 C.UTF-8; do have_locale_ $l && locales="$locales $l"; done
test -n "$locales" || skip_ "no UTF-8 locale"

exp='\n     1\ta\n\n     2\tb\n\n     3\tc\n'
# t LOCALE ARG SECTION NAME: with -d ARG, SECTION (printf format) repeated
# 3, 2 and 1 times starts a header, body and footer.
t ()
{
  printf "$3$3$3\na\n$3$3\nb\n$3\nc\n" > in
  check_run "$1 $4" 0 "$exp" '' env LC_ALL=$1 nl -p -ha -fa -d "$(printf "$2")" in
}
for l in $locales; do
  t $l '\364\217\277\277' '\364\217\277\277:' max
  t $l '\360\237\230\200' '\360\237\230\200:' emoji
  t $l '\355' '\355:' lone-lead
  t $l '\200' '\200:' lone-continuation
  t $l '\355\240\200' '\355\240\200' surrogate
  t $l '\300\200' '\300\200' overlong2
  t $l '\340\200\200' '\340\200\200' overlong3
  t $l '\364\220\200\200' '\364\220\200\200' beyond
  t $l '\342\202' '\342\202' truncated
  t $l '\303\251x' '\303\251x' char-and-ascii
done
if have_locale_ zh_CN.GB18030; then
  t zh_CN.GB18030 '\242\343' '\242\343:' gb18030-char
  t zh_CN.GB18030 '\201\060\201\060' '\201\060\201\060:' gb18030-4byte
  t zh_CN.GB18030 '\242' '\242:' gb18030-lone
fi
# In C every byte is a character.
t C '\303\251' '\303\251' c-two-bytes
t C '\303' '\303:' c-one-byte
finish_
