package records

import (
	"bytes"
	"testing"
)

// FuzzOpen feeds any bytes to Open as a stored log: it never fails or
// panics on them, what it loads exports and reads back the same, and its
// repair leaves a log that opens clean.
func FuzzOpen(f *testing.F) {
	good := appendFrame(nil, []byte(`{"id":"a","ended":"2026-01-01T00:00:00Z","game":"g","seats":[{"name":"An"}],"winners":[0],"actions":0}`+"\t"+`{"game":"g","config":{"seats":1},"seed":1,"acts":""}`))
	f.Add(good)
	f.Add(append(bytes.Clone(good), good[:len(good)/2]...))
	f.Add(append(append([]byte("noise\n"), good...), "CT1 00000000 0 \n"...))
	f.Add([]byte("CT1 "))
	f.Add(append(bytes.Clone(good), good...)) // a duplicate
	f.Fuzz(func(t *testing.T, data []byte) {
		blobs := NewMemBlobs(0)
		if err := blobs.Set(BlobKeyPrefix+"0", string(data)); err != nil {
			t.Fatal(err)
		}
		h, rep, err := Open(NewBlobStore(blobs, 0))
		if err != nil || rep.RepairErr != nil {
			t.Fatalf("open: %v %v", err, rep.RepairErr)
		}
		for _, e := range h.Entries(Filter{}) {
			if _, err := h.Match(e); err != nil {
				t.Fatalf("an indexed record does not decode: %v", err)
			}
		}
		again, rep2, err := Open(NewBlobStore(blobs, 0))
		// Duplicates stay in the log (harmless, skipped); damage does not.
		if err != nil || rep2.Records != h.Len() || rep2.SetAside != 0 || rep2.Torn || rep2.Duplicates != rep.Duplicates {
			t.Fatalf("after the repair: %v %+v (first %+v)", err, rep2, rep)
		}
		var a, b bytes.Buffer
		if err := h.Export(&a); err != nil {
			t.Fatal(err)
		}
		if err := again.Export(&b); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatal("the repaired log holds other records")
		}
	})
}
