//go:build windows

package records

import (
	"errors"
	"syscall"
)

// The Windows error codes for a full disk (ERROR_HANDLE_DISK_FULL and
// ERROR_DISK_FULL).
const (
	errHandleDiskFull syscall.Errno = 39
	errDiskFull       syscall.Errno = 112
)

// isNoSpace reports a full disk.
func isNoSpace(err error) bool {
	return errors.Is(err, errHandleDiskFull) || errors.Is(err, errDiskFull) || errors.Is(err, syscall.ENOSPC)
}
