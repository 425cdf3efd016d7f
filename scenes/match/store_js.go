//go:build js

package match

import (
	"encoding/base64"
	"fmt"
	"io/fs"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// localPrefix namespaces the keys this program writes to localStorage.
const localPrefix = "cardtable/"

// b64Prefix marks a value stored base64-encoded because it was not valid
// UTF-8 (JavaScript strings cannot carry arbitrary bytes). Saves are JSON and
// never start with it.
const b64Prefix = "base64:"

// LocalStorage is a Store over window.localStorage with keys
// "cardtable/<name>".
type LocalStorage struct{}

// NewLocalStorage returns the browser's Store. Every call is guarded: a
// browser with storage disabled makes the calls fail with errors, not panics.
func NewLocalStorage() Store { return LocalStorage{} }

// call runs f, turning a JavaScript exception (a panic of syscall/js) into an
// error: localStorage throws when storage is disabled or full.
func call(op, name string, f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("match: localStorage %s %s: %v", op, name, r)
		}
	}()
	return f()
}

func storage() (js.Value, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, fmt.Errorf("match: localStorage unavailable")
	}
	return ls, nil
}

// Load reads the key; an absent key gives an error wrapping fs.ErrNotExist.
func (LocalStorage) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	var out []byte
	err := call("load", name, func() error {
		ls, err := storage()
		if err != nil {
			return err
		}
		v := ls.Call("getItem", localPrefix+name)
		if v.IsNull() || v.IsUndefined() {
			return fmt.Errorf("match: load %s: %w", name, fs.ErrNotExist)
		}
		s := v.String()
		if rest, ok := strings.CutPrefix(s, b64Prefix); ok {
			b, err := base64.StdEncoding.DecodeString(rest)
			if err != nil {
				return fmt.Errorf("match: load %s: %w", name, err)
			}
			out = b
			return nil
		}
		out = []byte(s)
		return nil
	})
	return out, err
}

// Save sets the key; a single setItem is atomic.
func (LocalStorage) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	return call("save", name, func() error {
		ls, err := storage()
		if err != nil {
			return err
		}
		s := string(data)
		if !utf8.Valid(data) || strings.HasPrefix(s, b64Prefix) {
			s = b64Prefix + base64.StdEncoding.EncodeToString(data)
		}
		ls.Call("setItem", localPrefix+name, s)
		return nil
	})
}

// Remove deletes the key.
func (LocalStorage) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	return call("remove", name, func() error {
		ls, err := storage()
		if err != nil {
			return err
		}
		ls.Call("removeItem", localPrefix+name)
		return nil
	})
}

// SetAside copies the key to name+".corrupt" and removes it.
func (LocalStorage) SetAside(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	return call("set aside", name, func() error {
		ls, err := storage()
		if err != nil {
			return err
		}
		v := ls.Call("getItem", localPrefix+name)
		if v.IsNull() || v.IsUndefined() {
			return fmt.Errorf("match: set aside %s: %w", name, fs.ErrNotExist)
		}
		ls.Call("setItem", localPrefix+name+CorruptSuffix, v)
		ls.Call("removeItem", localPrefix+name)
		return nil
	})
}
