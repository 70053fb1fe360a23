## tests/local.mk -- make check: unit tests (Check) and per-program shell
## tests.  Included from Makefile.am.

# Shell tests: every tests/NAME/*.sh.  Each runs with src/ (the links to
# corebox) first in PATH and sources tests/lib.sh.
TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
AM_TESTS_ENVIRONMENT = \
  abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir; \
  abs_top_srcdir='$(abs_top_srcdir)'; export abs_top_srcdir; \
  PATH='$(abs_top_builddir)/src'":$$PATH"; export PATH; \
  LC_ALL=C; export LC_ALL; \
  COREBOX_BUILD_SANITIZED='$(CB_SANITIZED)'; export COREBOX_BUILD_SANITIZED;

# The list is computed by GNU make when make runs (tests/shell-tests.mk), so
# a new test file needs no edit here; automake must not see the wildcard.
-include $(top_srcdir)/tests/shell-tests.mk
-include $(top_srcdir)/tests/fuzz/fuzz.mk
EXTRA_DIST += tests/lib.sh tests/shell-tests.mk tests/sort/fixtures \
  tests/ls/on-pty-signal.py tests/stty/on-pty.py

check_SCRIPTS += src/.links-stamp

if CB_SANITIZERS
CB_SANITIZED = yes
else
CB_SANITIZED = no
endif

# Unit tests of the internal modules, with Check.
if HAVE_CHECK
unit_tests = tests/unit/check_dispatch tests/unit/check_common \
  tests/unit/check_walk tests/unit/check_files0 \
  tests/unit/check_fsinfo \
  tests/unit/check_mbscan tests/unit/check_wccount \
  tests/unit/check_walk_nomem tests/unit/check_remove \
  tests/unit/check_gmp_lazy tests/unit/check_sort \
  tests/unit/check_dirread tests/unit/check_pfor \
  tests/unit/check_collate_primary
check_PROGRAMS += $(unit_tests)
TESTS += $(unit_tests)
unit_ldadd = src/libcorebox.a lib/libgnu.a $(CHECK_LIBS) $(LIBINTL) \
  $(CB_MAIN_STATIC_LIBS) -lpthread -ldl -lm
unit_cflags = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_unit_check_dispatch_SOURCES = tests/unit/check_dispatch.c
tests_unit_check_dispatch_CFLAGS = $(unit_cflags)
tests_unit_check_dispatch_LDADD = $(unit_ldadd)
tests_unit_check_common_SOURCES = tests/unit/check_common.c
tests_unit_check_common_CFLAGS = $(unit_cflags)
tests_unit_check_common_LDADD = $(unit_ldadd)
tests_unit_check_remove_SOURCES = tests/unit/check_remove.c
tests_unit_check_remove_CFLAGS = $(unit_cflags)
tests_unit_check_remove_LDADD = $(unit_ldadd)
tests_unit_check_walk_SOURCES = tests/unit/check_walk.c
tests_unit_check_walk_CFLAGS = $(unit_cflags)
tests_unit_check_walk_LDADD = $(unit_ldadd)
tests_unit_check_pfor_SOURCES = tests/unit/check_pfor.c
tests_unit_check_pfor_CFLAGS = $(unit_cflags)
tests_unit_check_pfor_LDADD = $(unit_ldadd)
tests_unit_check_files0_SOURCES = tests/unit/check_files0.c
tests_unit_check_files0_CFLAGS = $(unit_cflags)
tests_unit_check_files0_LDADD = $(unit_ldadd)
tests_unit_check_fsinfo_SOURCES = tests/unit/check_fsinfo.c
tests_unit_check_fsinfo_CFLAGS = $(unit_cflags)
tests_unit_check_fsinfo_LDADD = $(unit_ldadd)
tests_unit_check_mbscan_SOURCES = tests/unit/check_mbscan.c
tests_unit_check_mbscan_CFLAGS = $(unit_cflags)
tests_unit_check_mbscan_LDADD = $(unit_ldadd)
tests_unit_check_wccount_SOURCES = tests/unit/check_wccount.c
tests_unit_check_wccount_CFLAGS = $(unit_cflags)
tests_unit_check_wccount_LDADD = $(unit_ldadd)
tests_unit_check_walk_nomem_SOURCES = tests/unit/check_walk_nomem.c
tests_unit_check_walk_nomem_CFLAGS = $(unit_cflags)
tests_unit_check_walk_nomem_LDADD = $(unit_ldadd)
# It replaces malloc, free and realloc, which a static link cannot do
# (libc.a defines them in one object with the allocator's internals): in
# the --enable-static-binary build it alone links dynamically.
tests_unit_check_walk_nomem_LDFLAGS = \
  $(filter-out -static -Wl%static-start.ld,$(CB_LINK_FLAGS))
tests_unit_check_gmp_lazy_SOURCES = tests/unit/check_gmp_lazy.c
tests_unit_check_gmp_lazy_CFLAGS = $(unit_cflags)
tests_unit_check_gmp_lazy_LDADD = $(unit_ldadd)
tests_unit_check_dirread_SOURCES = tests/unit/check_dirread.c
tests_unit_check_dirread_CFLAGS = $(unit_cflags)
tests_unit_check_dirread_LDADD = $(unit_ldadd)
tests_unit_check_sort_SOURCES = tests/unit/check_sort.c
tests_unit_check_sort_CFLAGS = $(unit_cflags)
tests_unit_check_sort_LDADD = $(unit_ldadd)
tests_unit_check_collate_primary_SOURCES = tests/unit/check_collate_primary.c
tests_unit_check_collate_primary_CFLAGS = $(unit_cflags)
tests_unit_check_collate_primary_LDADD = $(unit_ldadd)
endif

# GNU coreutils' own test suite (tests/gnu/run-suite), run against corebox:
#   make check-gnu GNU_SRCDIR=/path/to/coreutils [GNU_TESTS='tests/ls ...']
#     [GNU_SUITE_FLAGS='-j2 --strict ...']
# GNU's tree is only read; results go to gnu-results/.  getlimits is the
# helper GNU's tests evaluate for the C limits; the runner puts it beside
# the programs under test.
check_PROGRAMS += tests/gnu/getlimits
tests_gnu_getlimits_SOURCES = tests/gnu/getlimits.c
tests_gnu_getlimits_LDADD = lib/libgnu.a $(LIBINTL)
EXTRA_DIST += tests/gnu/run-suite tests/gnu/fake-gnu-tree tests/gnu/README \
  tests/gnu/known-failures
GNU_SUITE_FLAGS = -j2

.PHONY: check-gnu
check-gnu: src/corebox$(EXEEXT) src/.links-stamp tests/gnu/getlimits$(EXEEXT)
	@test -n '$(GNU_SRCDIR)' \
	  || { echo 'check-gnu: give GNU_SRCDIR=/path/to/coreutils' >&2; exit 2; }
	perl '$(srcdir)/tests/gnu/run-suite' --corebox src/corebox$(EXEEXT) \
	  --getlimits tests/gnu/getlimits$(EXEEXT) --config-header config.h \
	  $(GNU_SUITE_FLAGS) '$(GNU_SRCDIR)' $(GNU_TESTS)

# corebox as /usr/bin of a Debian 12 root (tests/system/debian-root):
#   make check-system [SYSTEM_WORKDIR=/tmp/corebox-system]
# Needs root, debootstrap and Debian's mirror (skips, status 77, without);
# the root is cached under $COREBOX_SYSTEM_CACHE or
# $XDG_CACHE_HOME/corebox (default /var/cache/corebox).
EXTRA_DIST += tests/system/debian-root
SYSTEM_WORKDIR = /tmp/corebox-system

.PHONY: check-system
check-system: src/corebox$(EXEEXT) src/.links-stamp
	'$(srcdir)/tests/system/debian-root' '$(abs_top_builddir)' '$(SYSTEM_WORKDIR)'
