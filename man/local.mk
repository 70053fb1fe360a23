## man/local.mk -- manual pages generated from --help and --version.

# One page per program in src/applets.def ("[" shares test's page).
man_pages = $(patsubst %,man/%.1,$(filter-out [,$(applet_names)))
man1_MANS = $(man_pages)
CLEANFILES += $(man_pages)

# help2man runs the program through its link in src/ (see src/local.mk);
# the description comes from the program's applets.def row.  test takes
# --help for a string to test, so its page comes from "[ --help".
# help2man takes the --version text without its "Packaged by corebox"
# line: that line would open a paragraph of its own and pull the
# copyright lines out of the COPYRIGHT section; the footer names corebox.
$(man_pages): src/.links-stamp $(top_srcdir)/src/applets.def
	$(AM_V_GEN)name=$$(basename $@ .1); \
	desc=$$(sed -n "s/^APPLET *( *\"$$name\".*, *\"\\(.*\\)\")\$$/\\1/p" \
	         $(top_srcdir)/src/applets.def); \
	prog=$$name; test "$$name" != test || prog='['; \
	$(MKDIR_P) man && \
	if test "$(HELP2MAN)" = ":"; then \
	  printf '.TH %s 1\n.SH NAME\n%s \\- %s\n' "$$name" "$$name" "$$desc" > $@-t; \
	else \
	  vers=$$(LC_ALL=C "src/$$prog" --version | sed '/^Packaged by /d') && \
	  test -n "$$vers" && \
	  LC_ALL=C $(HELP2MAN) --no-info --no-discard-stderr \
	    --version-string="$$vers" --source='corebox $(PACKAGE_VERSION)' \
	    --name="$$desc" --output=$@-t "src/$$prog" || exit 1; \
	fi && mv $@-t $@
