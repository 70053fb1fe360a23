## src/local.mk -- the corebox binary.  Included from Makefile.am.

AM_CPPFLAGS += -DLOCALEDIR=\"$(localedir)\"

# Everything but main(), as a library the unit tests link too: src/core/
# (infrastructure that may print GNU's diagnostics and exit), src/engine/
# (engines that never print or exit), then one file per program.
noinst_LIBRARIES += src/libcorebox.a
src_libcorebox_a_SOURCES = \
  src/applets.def \
  src/core/applets.c src/core/applet-modes.h \
  src/core/common.c src/core/common.h src/core/system.h \
  src/core/streamio.c src/core/streamio.h \
  src/core/numarg.c src/core/numarg.h \
  src/core/envquote.c src/core/envquote.h \
  src/core/files0.c src/core/files0.h \
  src/core/selinux-lazy.c src/core/selinux-lazy.h \
  src/core/utmp-fmt.c src/core/utmp-fmt.h \
  src/core/mkspecial.c src/core/mkspecial.h \
  src/core/copy-msg.c src/core/copy-msg.h \
  src/core/text-util.c src/core/text-util.h \
  src/core/expand-common.c src/core/expand-common.h \
  src/core/escapes.c src/core/escapes.h \
  src/core/chtree.c src/core/chtree.h \
  src/core/runcmd.c src/core/runcmd.h \
  src/core/signame.c src/core/signame.h \
  src/engine/fsinfo.c src/engine/fsinfo.h \
  src/engine/walk.c src/engine/walk.h \
  src/engine/pfor.c src/engine/pfor.h \
  src/engine/dirread.c src/engine/dirread.h \
  src/engine/copy.c src/engine/copy.h \
  src/engine/wc-count.c src/engine/wc-count.h \
  src/engine/digest.c src/engine/digest.h src/engine/digest-impl.h \
  src/engine/digest-crc.c src/engine/digest-blake2b.c \
  src/engine/digest-blake2b-256.h src/factor-rho.h \
  src/engine/mbscan.c src/engine/mbscan.h src/engine/cpufeat.h \
  src/engine/remove.c src/engine/remove.h \
  src/engine/gmp-lazy.c src/engine/gmp-lazy.h \
  src/engine/randsrc.c src/engine/randsrc.h \
  src/engine/utmp.c src/engine/utmp.h \
  src/engine/sort.h src/engine/sort-cmp.c src/engine/sort-run.c \
  src/engine/collate-primary.c src/engine/collate-primary.h \
  src/basename.c \
  src/basenc.c \
  src/cat.c \
  src/chcon.c \
  src/chmod.c \
  src/chown.c \
  src/chroot.c \
  src/comm.c \
  src/cp.c \
  src/csplit.c \
  src/cut.c \
  src/date.c \
  src/digest.c \
  src/dd.c src/dd-tables.h \
  src/df.c \
  src/dircolors.c \
  src/dirname.c \
  src/du.c \
  src/echo.c \
  src/env.c \
  src/expand.c \
  src/expr.c \
  src/factor.c \
  src/fmt.c \
  src/fold.c \
  src/head.c \
  src/hostid.c \
  src/hostname.c \
  src/id.c \
  src/install.c \
  src/join.c \
  src/kill.c \
  src/link.c \
  src/ln.c \
  src/logname.c \
  src/ls.c src/ls.h src/ls-color.c src/dircolors-db.h \
  src/mkdir.c \
  src/mkfifo.c \
  src/mknod.c \
  src/mktemp.c \
  src/mv.c \
  src/nice.c \
  src/nl.c \
  src/nohup.c \
  src/nproc.c \
  src/numfmt.c \
  src/od.c \
  src/paste.c \
  src/pathchk.c \
  src/pinky.c \
  src/pr.c \
  src/pr-print.c src/pr.h \
  src/printenv.c \
  src/printf.c \
  src/ptx.c \
  src/pwd.c \
  src/readlink.c \
  src/realpath.c \
  src/rm.c \
  src/rmdir.c \
  src/runcon.c \
  src/seq.c \
  src/shred.c \
  src/shuf.c \
  src/sleep.c \
  src/sort.c \
  src/split.c \
  src/stat.c \
  src/stdbuf.c \
  src/stty.c \
  src/sync.c \
  src/tac.c \
  src/tail.c \
  src/tee.c \
  src/test.c \
  src/timeout.c \
  src/touch.c \
  src/tr.c \
  src/true.c \
  src/truncate.c \
  src/tsort.c \
  src/tty.c \
  src/uname.c \
  src/unexpand.c \
  src/uniq.c \
  src/unlink.c \
  src/uptime.c \
  src/wc.c \
  src/who.c \
  src/whoami.c \
  src/yes.c

bin_PROGRAMS += src/corebox
src_corebox_SOURCES = src/corebox.c
# Libraries with load-time work (libselinux, libacl...) are never linked
# here; programs that need them dlopen them (see README, "Start-up").
# lib/libgnu.a comes first too: the linker then takes the gnulib modules
# that main itself calls (set_program_name, close_stdout and what they
# pull in) before the programs, so they sit in the same pages of code as
# the dispatcher, and a launch faults in fewer pages.
src_corebox_LDADD = lib/libgnu.a src/libcorebox.a lib/libgnu.a $(LIBINTL) \
  $(CLOCK_TIME_LIB) $(NANOSLEEP_LIB) $(LIB_PTHREAD) $(LIBTHREAD) \
  $(HARD_LOCALE_LIB) $(MBRTOWC_LIB) $(SETLOCALE_NULL_LIB) $(LIBUNISTRING) \
  $(GETHOSTNAME_LIB) $(GETRANDOM_LIB) $(LIB_GETRANDOM) $(CB_MAIN_STATIC_LIBS) \
  -lpthread -ldl

# src/static/corebox: the static binary (what --enable-static-binary
# builds as src/corebox) from this build's objects.  Only the sources
# that test COREBOX_STATIC are compiled again, with it defined, into
# src/static/; the rest of libcorebox.a is reused as it is, so that CI's
# image gate costs a few compilations and one link rather than a second
# configure and build.  The archive keeps the name libcorebox.a, which
# src/static-start.ld names.
cb_static_srcs := $(shell cd $(top_srcdir) && \
  grep -l COREBOX_STATIC src/*.c src/core/*.c src/engine/*.c)
cb_static_objs = $(patsubst src/%.c,src/static/%.$(OBJEXT),$(cb_static_srcs))
# OBJS with each object of a COREBOX_STATIC source replaced by its
# static one.
cb_static_swap = $(foreach o,$(1),$(if $(filter $(o:.$(OBJEXT)=.c),\
  $(cb_static_srcs)),$(patsubst src/%,src/static/%,$(o)),$(o)))
src/static/%.$(OBJEXT): $(top_srcdir)/src/%.c config.h
	@$(MKDIR_P) $(@D)
	$(AM_V_CC)$(COMPILE) -DCOREBOX_STATIC=1 -MT $@ -MD -MP \
	  -MF $(@:.$(OBJEXT)=.Po) -c -o $@ $<
-include $(cb_static_objs:.$(OBJEXT)=.Po)
src/static/libcorebox.a: $(call cb_static_swap,$(src_libcorebox_a_OBJECTS))
	@$(MKDIR_P) $(@D)
	$(AM_V_AR)rm -f $@ && $(AR) $(ARFLAGS) $@ $^ && $(RANLIB) $@
src/static/corebox$(EXEEXT): $(call cb_static_swap,$(src_corebox_OBJECTS)) \
    lib/libgnu.a src/static/libcorebox.a $(top_srcdir)/src/static-start.ld
	$(AM_V_CCLD)$(CCLD) $(AM_CFLAGS) $(CFLAGS) \
	  $(filter-out -static -Wl%static-start.ld,$(CB_LINK_FLAGS)) \
	  -static -Wl,-T,$(top_srcdir)/src/static-start.ld $(LDFLAGS) -o $@ \
	  $(call cb_static_swap,$(src_corebox_OBJECTS)) \
	  $(subst src/libcorebox.a,src/static/libcorebox.a,$(src_corebox_LDADD)) \
	  $(CB_STATIC_LIBS)
clean-local: clean-static
clean-static:
	rm -rf src/static

# Links named after each program, for running them from the build tree
# (tests put src/ first in PATH through this directory).
noinst_DATA = src/.links-stamp
src/.links-stamp: src/corebox$(EXEEXT) $(top_srcdir)/src/applets.def
	$(AM_V_GEN)for n in $(applet_names); do \
	  rm -f "src/$$n" && $(LN_S) corebox$(EXEEXT) "src/$$n" || exit 1; \
	done; touch $@
CLEANFILES += src/.links-stamp
clean-local: clean-src-links
clean-src-links:
	for n in $(applet_names); do rm -f "src/$$n"; done

# Installed names (scripts/install-names): one link per program beside
# the binary, symlinks by default, hard links with --enable-hardlinks;
# with --program-prefix/--program-transform-name, gNAME in $(bindir)
# reaches corebox through the plain NAME in $(pkglibexecdir)/bin.  Also
# libstdbuf.so (never renamed: stdbuf looks for that name) and the
# shell completions.  The list is applets.def's.
bashcompdir = $(datadir)/bash-completion/completions
zshcompdir = $(datadir)/zsh/site-functions
fishcompdir = $(datadir)/fish/vendor_completions.d
cb_install_names = DESTDIR='$(DESTDIR)' bindir='$(bindir)' \
  pkglibexecdir='$(pkglibexecdir)' bashcompdir='$(bashcompdir)' \
  zshcompdir='$(zshcompdir)' fishcompdir='$(fishcompdir)' \
  transform='$(transform)' EXEEXT='$(EXEEXT)' \
  hardlinks='$(CB_HARDLINK_INSTALL)' names='$(applet_names)' \
  completions=completions stdbuf_lib=src/libstdbuf.so \
  INSTALL_PROGRAM='$(INSTALL_PROGRAM)' \
  $(SHELL) $(top_srcdir)/scripts/install-names
install-exec-hook:
	$(AM_V_at)$(cb_install_names) exec
install-data-hook:
	$(AM_V_at)$(cb_install_names) data
uninstall-hook:
	$(AM_V_at)$(cb_install_names) uninstall

# Shell completions, generated from every program's option table
# (COREBOX_OPTION_TABLE=1) and --help by scripts/gen-completions.
noinst_DATA += completions/.stamp
completions/.stamp: src/corebox$(EXEEXT) $(top_srcdir)/src/applets.def \
    $(top_srcdir)/scripts/gen-completions \
    $(top_srcdir)/scripts/gen-completions.awk \
    $(top_srcdir)/scripts/completion.bash
	$(AM_V_GEN)$(SHELL) $(top_srcdir)/scripts/gen-completions \
	  src/corebox$(EXEEXT) completions && touch $@
clean-local: clean-completions
clean-completions:
	rm -rf completions
EXTRA_DIST += scripts/gen-completions scripts/gen-completions.awk \
  scripts/completion.bash scripts/install-names

if CB_HARDLINKS
CB_HARDLINK_INSTALL = yes
else
CB_HARDLINK_INSTALL = no
endif

# libstdbuf.so, which stdbuf preloads: a plain shared library of the C
# library only, installed where GNU installs it (pkglibexecdir, by
# scripts/install-names: automake would rename it).  Built as
# a "program" linked with -shared, so that no libtool is needed; stdbuf
# finds the build tree's copy beside src/corebox.
noinst_PROGRAMS += src/libstdbuf.so
src_libstdbuf_so_SOURCES = src/libstdbuf.c
src_libstdbuf_so_CPPFLAGS =
src_libstdbuf_so_CFLAGS = -fPIC $(CB_WARN_CFLAGS)
src_libstdbuf_so_LDFLAGS = -shared
src_libstdbuf_so_LDADD =
AM_CPPFLAGS += -DPKGLIBEXECDIR=\"$(pkglibexecdir)\"
