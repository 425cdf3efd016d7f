//go:build !windows

package records

import (
	"errors"
	"syscall"
)

// isNoSpace reports a full disk or quota.
func isNoSpace(err error) bool { return errors.Is(err, syscall.ENOSPC) }
