# tests/shell-tests.mk -- read by GNU make (not automake): every
# tests/NAME/*.sh is a test.  See tests/local.mk.
cb_shell_tests := $(patsubst $(abs_top_srcdir)/%,%,$(sort $(wildcard $(abs_top_srcdir)/tests/*/*.sh)))
TESTS += $(cb_shell_tests)
