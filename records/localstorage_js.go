//go:build js

package records

import (
	"fmt"
	"strings"
	"syscall/js"
)

// LocalStorage is Blobs over the browser's window.localStorage. Every call
// is guarded: a browser with storage disabled gives errors, not panics, and
// a full one (setItem throwing QuotaExceededError) gives ErrFull.
type LocalStorage struct{}

// NewBrowserStore is the browser's history: localStorage blobs within
// BrowserBudget.
func NewBrowserStore() *BlobStore { return NewBlobStore(LocalStorage{}, BrowserBudget) }

func localStorage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, fmt.Errorf("records: localStorage unavailable")
	}
	return ls, nil
}

// guard runs f, turning a JavaScript exception into an error.
func guard(op, key string, f func(ls js.Value) error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			msg := fmt.Sprint(r)
			if quotaExceeded(r, msg) {
				err = fmt.Errorf("records: localStorage %s %s: %w (%s)", op, key, ErrFull, msg)
				return
			}
			err = fmt.Errorf("records: localStorage %s %s: %s", op, key, msg)
		}
	}()
	ls, err := localStorage()
	if err != nil {
		return err
	}
	return f(ls)
}

// quotaExceeded reports an exception of a full storage: a DOMException
// named QuotaExceededError (Firefox's older NS_ERROR_DOM_QUOTA_REACHED),
// or at least one whose message speaks of the quota.
func quotaExceeded(r any, msg string) bool {
	if e, ok := r.(js.Error); ok {
		if name := e.Value.Get("name"); name.Type() == js.TypeString {
			switch name.String() {
			case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
				return true
			}
		}
	}
	return strings.Contains(strings.ToLower(msg), "quota")
}

// Get reads key.
func (LocalStorage) Get(key string) (val string, ok bool, err error) {
	err = guard("get", key, func(ls js.Value) error {
		v := ls.Call("getItem", key)
		if v.IsNull() || v.IsUndefined() {
			return nil
		}
		val, ok = v.String(), true
		return nil
	})
	return val, ok, err
}

// Set writes key; a single setItem is atomic.
func (LocalStorage) Set(key, value string) error {
	return guard("set", key, func(ls js.Value) error {
		ls.Call("setItem", key, value)
		return nil
	})
}

// Remove deletes key.
func (LocalStorage) Remove(key string) error {
	return guard("remove", key, func(ls js.Value) error {
		ls.Call("removeItem", key)
		return nil
	})
}
