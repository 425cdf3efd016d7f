package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"io"
	"log"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/stretchr/testify/require"
)

// windowIconSizes starts the app on display x, waits for its window to
// carry an icon (the _NET_WM_ICON property GLFW sets from SetWindowIcon) and
// returns the sizes of the images in it. The app is stopped afterwards.
func windowIconSizes(t *testing.T, x xserver, bin string) []int {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var out bytes.Buffer
	cmd := appCmd(ctx, x, bin)
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Start())
	done := make(chan struct{})
	var waitErr error
	go func() {
		waitErr = cmd.Wait()
		close(done)
	}()
	stop := func() string {
		cancel() // CommandContext kills the process
		<-done
		return out.String()
	}
	defer stop()

	xgb.Logger = log.New(io.Discard, "", 0) // its note that Xvfb asks for no authority
	conn, err := xgb.NewConnDisplay(x.display)
	require.NoError(t, err)
	defer conn.Close()
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	const name = "_NET_WM_ICON"
	atom, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
	require.NoError(t, err)
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		select {
		case <-done:
			t.Fatalf("the app ended before its window had an icon: %v\n%s", waitErr, out.String())
		default:
		}
		tree, err := xproto.QueryTree(conn, root).Reply()
		require.NoError(t, err)
		for _, w := range tree.Children {
			prop, err := xproto.GetProperty(conn, false, w, atom.Atom, xproto.AtomCardinal, 0, 1<<22).Reply()
			if err != nil || prop.Format != 32 || prop.ValueLen == 0 {
				continue
			}
			return iconImageSizes(t, prop.Value)
		}
	}
	t.Fatalf("no window with an icon within 2 minutes\n%s", stop())
	return nil
}

// iconImageSizes reads a _NET_WM_ICON value: images one after the other,
// each its width, its height and width×height ARGB pixels, 32 bits each
// (little-endian, the byte order xgb asks the server for).
func iconImageSizes(t *testing.T, v []byte) []int {
	t.Helper()
	var sizes []int
	for len(v) > 0 {
		require.GreaterOrEqual(t, len(v), 8, "an image header")
		w, h := int(binary.LittleEndian.Uint32(v)), int(binary.LittleEndian.Uint32(v[4:]))
		require.Equal(t, w, h, "a square image")
		require.GreaterOrEqual(t, len(v), 8+4*w*h, "the pixels of a %d×%d image", w, h)
		sizes = append(sizes, w)
		v = v[8+4*w*h:]
	}
	return sizes
}
