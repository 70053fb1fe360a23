# tests/fuzz/fuzz.mk -- read by GNU make (not automake): the libFuzzer
# targets, one per tests/fuzz/NAME.c, found by wildcard so that a new
# target needs no edit here.  `make fuzz` (tests/fuzz/run) builds them in
# _build-fuzz/, a clang build of the tree, through `make fuzz-targets`.
FUZZ_SECONDS = 10
cb_fuzz_srcs := $(sort $(wildcard $(abs_top_srcdir)/tests/fuzz/*.c))
cb_fuzz_bins := $(patsubst $(abs_top_srcdir)/%.c,%.fuzz,$(cb_fuzz_srcs))

# A target that includes harness.h gets exit() wrapped, so that a parser
# that reports by exiting returns to the target instead.
cb_fuzz_wrap = $(if $(shell grep -l '"harness.h"' $(1)),-Wl$(comma)--wrap=exit)
comma := ,

fuzz:
	$(SHELL) $(abs_top_srcdir)/tests/fuzz/run $(FUZZ_SECONDS)

fuzz-targets: $(cb_fuzz_bins)

tests/fuzz/%.fuzz: $(abs_top_srcdir)/tests/fuzz/%.c src/libcorebox.a lib/libgnu.a
	$(AM_V_CC)$(CC) $(DEFS) -I. $(AM_CPPFLAGS) $(CPPFLAGS) -I$(abs_top_srcdir)/tests/fuzz \
	  $(AM_CFLAGS) $(CFLAGS) -fsanitize=fuzzer $(AM_LDFLAGS) $(LDFLAGS) \
	  $(call cb_fuzz_wrap,$<) -o $@ $< $(src_corebox_LDADD) $(LIBS) -lm

.PHONY: fuzz fuzz-targets
CLEANFILES += $(cb_fuzz_bins)
