# Completion functions for bash; scripts/gen-completions appends each
# program's option data (_cbc_* arrays) and the names to register.
#
# Data, per program P:
#   _cbc_short[P]   the getopt optstring P's parser uses
#   _cbc_shown[P]   the short letters its --help documents, offered for "-"
#   _cbc_long[P]    "NAME:KIND:LETTER ..." (KIND n, r or o: no, required or
#                   optional argument; LETTER the equivalent short option)
#   _cbc_words[P --NAME]  the words the option's argument may be ("," first:
#                   a comma-separated list; "@dirs": directories)
#   _cbc_prog[CMD]  the program an installed command name runs
#   _cbc_names      the programs, in corebox --list's order

declare -gA _cbc_short _cbc_shown _cbc_long _cbc_words _cbc_prog

# _corebox_long_entry PROG NAME: set _cbc_e to the "NAME:KIND:LETTER" entry
# of the long option NAME or of the one option it abbreviates, as
# getopt_long resolves it; empty when none or ambiguous.
_corebox_long_entry ()
{
  local e hit=
  _cbc_e=
  for e in ${_cbc_long[$1]-}; do
    if [[ ${e%%:*} == "$2" ]]; then _cbc_e=$e; return; fi
    [[ ${e%%:*} == "$2"* ]] || continue
    if [[ -n $hit ]]; then hit=ambiguous; else hit=$e; fi
  done
  [[ $hit == ambiguous ]] || _cbc_e=$hit
}

# _corebox_letter_entry PROG C: the long entry whose short option is C,
# in _cbc_e (empty when C has no long form).
_corebox_letter_entry ()
{
  local e
  _cbc_e=
  for e in ${_cbc_long[$1]-}; do
    if [[ ${e##*:} == "$2" ]]; then _cbc_e=$e; return; fi
  done
}

# _corebox_values PROG NAME PREFIX VALUE: the full words (PREFIX then a
# value) that complete VALUE, the argument of PROG's long option NAME,
# appended to _cbc_full.  Nothing (file names, by -o default) when the
# option has no list of words.
_corebox_values ()
{
  local list=${_cbc_words[$1 --$2]-} w head=
  [[ -n $list ]] || return 0
  if [[ $list == @dirs ]]; then
    while IFS= read -r w; do _cbc_full+=("$3$w"); done \
      < <(compgen -d -- "$4")
    _cbc_dirs=1
    return 0
  fi
  if [[ $list == ,* ]]; then
    list=${list#,}
    [[ $4 == *,* ]] && head=${4%,*},
  fi
  for w in $list; do
    [[ $head$w == "$4"* ]] && _cbc_full+=("$3$head$w")
  done
  return 0
}

# _corebox_options PROG CUR: the options of PROG that complete CUR (which
# starts with '-'), appended to _cbc_full: long ones for "--", short ones
# too for a lone "-".
_corebox_options ()
{
  local e name c
  if [[ $2 == - ]]; then
    for c in ${_cbc_shown[$1]-}; do _cbc_full+=("-$c"); done
  fi
  for e in ${_cbc_long[$1]-}; do
    name=${e%%:*}
    case ${e#*:} in
      n:*) [[ --$name == "$2"* ]] && _cbc_full+=("--$name") ;;
      r:*) [[ --$name= == "$2"* ]] && _cbc_full+=("--$name=") ;;
      o:*) [[ --$name == "$2"* ]] && _cbc_full+=("--$name" "--$name=") ;;
    esac
  done
  return 0
}

# _corebox_short_arg PROG WORD: does the short-option word WORD ("-lw")
# end with an option that takes its argument from the next word?  Its
# letter is left in _cbc_c.
_corebox_short_arg ()
{
  local os=${_cbc_short[$1]} i c
  for (( i = 1; i < ${#2}; i++ )); do
    c=${2:i:1}
    [[ $c == [:+] ]] && return 1
    case $os in
      *"$c::"*) return 1 ;;
      *"$c:"*) _cbc_c=$c; (( i == ${#2} - 1 )); return ;;
      *"$c"*) ;;
      *) return 1 ;;
    esac
  done
  return 1
}

# _corebox_join_words CWORD WORDS...: the words of the command line
# with bash's split at '=' undone (COMP_WORDBREAKS holds '=', so
# "--sort=t" arrives as "--sort" "=" "t"), into _cbc_w, the index of
# the word under the cursor in _cbc_i.
_corebox_join_words ()
{
  local cword=$1 i j=-1 glue=
  shift
  _cbc_w=() _cbc_i=0
  for (( i = 0; i < $#; i++ )); do
    local t=${@:i+1:1}
    if [[ $t == = && $j -ge 0 && ${_cbc_w[j]} == --* && ${_cbc_w[j]} != *=* ]]; then
      _cbc_w[j]+==
      glue=1
    elif [[ -n $glue ]]; then
      _cbc_w[j]+=$t
      glue=
    else
      _cbc_w[++j]=$t
    fi
    (( i == cword )) && _cbc_i=$j
  done
  (( cword < $# )) || _cbc_w[_cbc_i=++j]=
  return 0
}

# _corebox_complete_prog PROG: _cbc_full for the word _cbc_w[_cbc_i] of a
# command line of PROG (words from _cbc_w[0], its name).
_corebox_complete_prog ()
{
  local p=$1 cur=${_cbc_w[_cbc_i]} prev= i
  for (( i = 1; i < _cbc_i; i++ )); do
    [[ ${_cbc_w[i]} == -- ]] && return 0
  done
  (( _cbc_i > 1 )) && prev=${_cbc_w[_cbc_i-1]}
  # The argument of the option in the previous word.
  if [[ $prev == --?* && $prev != *=* ]]; then
    _corebox_long_entry "$p" "${prev#--}"
    if [[ $_cbc_e == *:r:* ]]; then
      _corebox_values "$p" "${_cbc_e%%:*}" '' "$cur"
      return 0
    fi
  elif [[ $prev == -[!-]* ]] && _corebox_short_arg "$p" "$prev"; then
    _corebox_letter_entry "$p" "$_cbc_c"
    [[ -n $_cbc_e ]] && _corebox_values "$p" "${_cbc_e%%:*}" '' "$cur"
    return 0
  fi
  case $cur in
    --*=*)
      local name=${cur%%=*}
      _corebox_long_entry "$p" "${name#--}"
      [[ $_cbc_e == *:[ro]:* ]] &&
        _corebox_values "$p" "${_cbc_e%%:*}" "$name=" "${cur#*=}"
      ;;
    -*) _corebox_options "$p" "$cur" ;;
  esac
  return 0
}

# _corebox_complete CMD: the completion function of every program.
_corebox_complete ()
{
  local p=${_cbc_prog[${1##*/}]-} _cbc_e _cbc_c _cbc_i _cbc_dirs=
  local -a _cbc_w _cbc_full=()
  COMPREPLY=()
  [[ -n $p ]] || return 0
  _corebox_join_words "$COMP_CWORD" "${COMP_WORDS[@]}"
  if [[ $p == corebox ]]; then
    # corebox PROGRAM ARGS...: names first, then PROGRAM's arguments.
    if (( _cbc_i == 1 )); then
      local n
      for n in $_cbc_names --list --install --help --version; do
        [[ $n == "${_cbc_w[1]}"* ]] && _cbc_full+=("$n")
      done
    else
      p=${_cbc_w[1]}
      _cbc_w=("${_cbc_w[@]:1}")
      (( _cbc_i-- ))
      [[ -n ${_cbc_short[$p]-} ]] && _corebox_complete_prog "$p"
    fi
  else
    _corebox_complete_prog "$p"
  fi
  # Readline replaces only the text after the last break character that
  # bash split at: strip what the logical word has before it.
  local cur=${_cbc_w[_cbc_i]} raw=${COMP_WORDS[COMP_CWORD]-} f
  [[ $raw == = ]] && raw=
  local keep=$(( ${#cur} - ${#raw} ))
  for f in "${_cbc_full[@]}"; do COMPREPLY+=("${f:keep}"); done
  if [[ ${COMPREPLY[*]-} == *= || ${COMPREPLY[*]-} == *"= "* ]]; then
    compopt -o nospace 2>/dev/null
  fi
  [[ -n $_cbc_dirs ]] && compopt -o filenames 2>/dev/null
  return 0
}

# _corebox_register CMD=PROG...: complete each installed command CMD as
# the program PROG.
_corebox_register ()
{
  local pair
  for pair; do
    _cbc_prog[${pair%%=*}]=${pair#*=}
    complete -o default -F _corebox_complete "${pair%%=*}"
  done
}
