# tests/fuzz/fuzz.mk -- read by GNU make (not automake): the libFuzzer
# targets, one per tests/fuzz/NAME.c, found by wildcard so that a new
# target needs no edit here.  `make fuzz` (tests/fuzz/run) builds them in
# _build-fuzz/ through `make fuzz-targets`, then runs them.
#
# No second configure: the targets are compiled with clang and the
# sanitizers against this tree's own configuration (config.h, lib/'s
# generated headers), and only the objects a target links are compiled
# again so.  Which those are, the normal build's libraries tell: the
# target, built with $(CC), is linked against a thin archive of all of
# their objects, and the linker's map names the members it took.  The
# normal libraries come last on the clang link, for what an inline
# function clang did not inline may still need.
FUZZ_SECONDS = 10
FUZZ_CC = clang
FUZZ_CFLAGS = -g -O1 -fno-omit-frame-pointer \
  -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined

cb_fz = _build-fuzz
cb_fuzz_srcs := $(sort $(wildcard $(abs_top_srcdir)/tests/fuzz/*.c))
cb_fuzz_names := $(notdir $(basename $(cb_fuzz_srcs)))
cb_fuzz_bins := $(cb_fuzz_names:%=$(cb_fz)/%.fuzz)
cb_fuzz_all_objs = $(lib_libgnu_a_OBJECTS) $(lib_libgnu_a_LIBADD) \
  $(src_libcorebox_a_OBJECTS)
cb_fuzz_cpp = $(DEFS) -I. $(AM_CPPFLAGS) $(CPPFLAGS) \
  -I$(abs_top_srcdir)/tests/fuzz
# A target that includes harness.h gets exit and error wrapped, so that
# a parser that reports by exiting returns to the target instead.
cb_fuzz_wrap = $(if $(shell grep -l '"harness.h"' $(1)),-Wl$(comma)--wrap=exit -Wl$(comma)--wrap=error)
comma := ,
cb_fuzz_compile = @mkdir -p $(@D) && echo "  FUZZCC   $@" && \
  $(FUZZ_CC) $(cb_fuzz_cpp) $(FUZZ_CFLAGS) -w -MMD -MP -c -o $@ $<

fuzz:
	$(SHELL) $(abs_top_srcdir)/tests/fuzz/run $(FUZZ_SECONDS)

fuzz-targets: $(cb_fuzz_bins)

# Every object of the libraries: where its clang copy goes and what it
# is compiled from (automake's lib/DIR/libgnu_a-NAME.o is lib/DIR/NAME.c).
$(cb_fz)/objects.mk: Makefile $(abs_top_srcdir)/tests/fuzz/fuzz.mk
	@mkdir -p $(@D)
	@for o in $(cb_fuzz_all_objs); do \
	  s=`echo "$$o" | sed 's|libgnu_a-||; s|\.o$$|.c|'`; \
	  echo "$(cb_fz)/o/$$o: $(abs_top_srcdir)/$$s ; \$$(cb_fuzz_compile)"; \
	done > $@-t && mv $@-t $@

$(cb_fz)/gcc.a: lib/libgnu.a src/libcorebox.a
	@mkdir -p $(@D)
	@rm -f $@ && $(AR) rcT $@ $(addprefix $(abs_top_builddir)/,$(cb_fuzz_all_objs))

# What target NAME links: a rule naming the clang objects it needs.
$(cb_fz)/%.mk: $(abs_top_srcdir)/tests/fuzz/%.c $(cb_fz)/gcc.a \
    $(abs_top_srcdir)/tests/fuzz/harness.h
	@echo "  FUZZDEP  $@"
	@$(CC) $(cb_fuzz_cpp) -w -c -o $(cb_fz)/$*.gcc.o $<
	@$(CC) -no-pie -o $(cb_fz)/$*.gcc.out $(cb_fz)/$*.gcc.o $(call cb_fuzz_wrap,$<) \
	  -Wl,-Map,$(cb_fz)/$*.map $(cb_fz)/gcc.a \
	  -Wl,--unresolved-symbols=ignore-all
	@{ printf '%s:' '$(cb_fz)/$*.fuzz'; \
	   awk '/^(Merging|Discarded|Memory|Allocating|Linker)/ { exit } \
	        index($$0, "$(abs_top_builddir)/") == 1 && $$1 ~ /\.o$$/ \
	          && !seen[$$1]++ \
	        { printf " $(cb_fz)/o/%s", substr($$1, length("$(abs_top_builddir)/") + 1) }' \
	     $(cb_fz)/$*.map; \
	   echo; } > $@-t && mv $@-t $@
	@rm -f $(cb_fz)/$*.gcc.o $(cb_fz)/$*.gcc.out $(cb_fz)/$*.map

$(cb_fz)/o/tests/fuzz/%.o: $(abs_top_srcdir)/tests/fuzz/%.c
	$(cb_fuzz_compile)

$(cb_fz)/%.fuzz: $(cb_fz)/o/tests/fuzz/%.o lib/libgnu.a src/libcorebox.a
	@echo "  FUZZLD   $@"
	@$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -no-pie \
	  $(call cb_fuzz_wrap,$(abs_top_srcdir)/tests/fuzz/$*.c) \
	  -o $@ $< $(filter $(cb_fz)/o/lib/% $(cb_fz)/o/src/%,$^) \
	  $(src_corebox_LDADD) $(LIBS) -lm

# The generated rules, only when the fuzz targets are asked for (make
# would otherwise remake them for any goal).
ifneq ($(filter fuzz-targets,$(MAKECMDGOALS)),)
-include $(cb_fz)/objects.mk $(cb_fuzz_names:%=$(cb_fz)/%.mk)
-include $(shell test -d $(cb_fz)/o && find $(cb_fz)/o -name '*.d')
endif

.PHONY: fuzz fuzz-targets
