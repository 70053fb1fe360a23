/* cpufeat.h -- which x86 instruction-set extensions may be used.

   Part of src/engine/: never prints, never exits.

   The answers come from the C library's own record of the processor
   (glibc's <sys/platform/x86.h>, filled by the dynamic linker, or by
   the static start-up code, before main), so asking costs no CPUID
   instruction and honours GLIBC_TUNABLES=glibc.cpu.hwcaps=-FEATURE as
   GNU's programs do.  GCC's __builtin_cpu_supports is the fallback only
   where that header is missing: its data come from a constructor in
   libgcc (__cpu_indicator_init) that runs at every launch of every
   program once anything refers to it -- a dozen CPUID instructions,
   each a trap to the hypervisor on a virtual machine, and four page
   faults, all before main.

   Copyright (C) 2026 corebox contributors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef COREBOX_CPUFEAT_H
#define COREBOX_CPUFEAT_H

#include <stdbool.h>

#if defined __x86_64__ && defined __GNUC__
# if defined __has_include
#  if __has_include (<sys/platform/x86.h>)
#   include <sys/platform/x86.h>
#  endif
# endif

/* CB_CPU_HAS (NAME): true if the processor has the extension NAME and
   the operating system saves its registers, so that code compiled with
   __attribute__ ((target (...))) for it may run.  NAME is glibc's
   spelling of the feature: AVX, AVX2, AVX512F, SSSE3, PCLMULQDQ,
   VPCLMULQDQ (AVX512VL: CB_CPU_HAS_AVX512VL below).  The first
   call of a program resolves one libc symbol; later calls read one
   word of the dynamic linker's data.  */
/* CB_CPU_HAS_AVX512VL (): CB_CPU_HAS (AVX512VL), through the compiler's
   builtin always: glibc's macro tests that bit (31 of CPUID leaf 7's
   EBX) by shifting 1 into an int's sign bit, which is undefined and
   which the sanitizer build reports.  */
static inline bool cb_cpu_has_avx512vl (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("avx512vl"); }
# define CB_CPU_HAS_AVX512VL() cb_cpu_has_avx512vl ()
# ifdef CPU_FEATURE_ACTIVE
#  define CB_CPU_HAS(name) (CPU_FEATURE_ACTIVE (name) != 0)
# else
#  define CB_CPU_HAS(name) cb_cpu_has_builtin_##name ()
static inline bool cb_cpu_has_builtin_AVX (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("avx"); }
static inline bool cb_cpu_has_builtin_AVX2 (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("avx2"); }
static inline bool cb_cpu_has_builtin_AVX512F (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("avx512f"); }
static inline bool cb_cpu_has_builtin_SSSE3 (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("ssse3"); }
static inline bool cb_cpu_has_builtin_PCLMULQDQ (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("pclmul"); }
static inline bool cb_cpu_has_builtin_VPCLMULQDQ (void)
{ __builtin_cpu_init (); return __builtin_cpu_supports ("vpclmulqdq"); }
# endif
#else
/* Not x86-64: no code here asks.  */
# define CB_CPU_HAS(name) false
# define CB_CPU_HAS_AVX512VL() false
#endif

#endif
