package records

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"cardtable/engine"
)

// A record's payload is its head (the index fields, JSON), a tab, and its
// save (JSON, actions packed). Open decodes only the head, so the index of
// thousands of matches is built without touching their saves.

// head is the index part of a record.
type head struct {
	ID      string            `json:"id"`
	Ended   time.Time         `json:"ended"`
	Game    string            `json:"game"`
	Options map[string]string `json:"options,omitempty"`
	Seats   []Seat            `json:"seats"`
	Winners []int             `json:"winners"`
	Actions int               `json:"actions"`
}

// packedSave is engine.Save with its actions packed into actionSize bytes
// each (base64): a match of 400 actions takes 2.7 KB instead of 12 KB of
// JSON, which matters within the browser's few megabytes.
type packedSave struct {
	Game   string        `json:"game"`
	Config engine.Config `json:"config"`
	Seed   uint64        `json:"seed"`
	Acts   string        `json:"acts"`
}

// actionSize is the packed size of an engine.Action: seat, kind, target
// (one byte each) and card (two bytes, little-endian).
const actionSize = 5

func packActions(acts []engine.Action) string {
	b := make([]byte, 0, len(acts)*actionSize)
	for _, a := range acts {
		b = append(b, byte(a.By), a.Kind, byte(a.Target))
		b = binary.LittleEndian.AppendUint16(b, uint16(a.Card))
	}
	return base64.RawStdEncoding.EncodeToString(b)
}

func unpackActions(s string) ([]engine.Action, error) {
	b, err := base64.RawStdEncoding.DecodeString(s)
	if err != nil {
		return nil, err
	}
	if len(b)%actionSize != 0 {
		return nil, fmt.Errorf("%d bytes of actions", len(b))
	}
	acts := make([]engine.Action, len(b)/actionSize)
	for i := range acts {
		p := b[i*actionSize:]
		acts[i] = engine.Action{By: engine.Seat(int8(p[0])), Kind: p[1], Target: engine.Seat(int8(p[2])),
			Card: int16(binary.LittleEndian.Uint16(p[3:]))}
	}
	return acts, nil
}

// encodePayload is the payload of m, which must pass check.
func encodePayload(m Match) ([]byte, error) {
	h := head{ID: m.ID, Ended: m.Ended, Game: m.Save.Game, Options: m.Save.Config.Options,
		Seats: m.Seats, Winners: m.Winners, Actions: len(m.Save.Actions)}
	hb, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	sb, err := json.Marshal(packedSave{Game: m.Save.Game, Config: m.Save.Config, Seed: m.Save.Seed,
		Acts: packActions(m.Save.Actions)})
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(hb)+1+len(sb))
	out = append(append(append(out, hb...), '\t'), sb...)
	return out, nil
}

var errPayload = errors.New("bad payload")

// splitPayload separates the head from the save (JSON never holds a raw
// tab).
func splitPayload(p []byte) (hb, sb []byte, err error) {
	i := bytes.IndexByte(p, '\t')
	if i < 0 {
		return nil, nil, errPayload
	}
	return p[:i], p[i+1:], nil
}

// decodeHead reads the index part of a payload.
func decodeHead(p []byte) (head, error) {
	hb, _, err := splitPayload(p)
	if err != nil {
		return head{}, err
	}
	h, ok := fastHead(hb)
	if !ok {
		h = head{}
		err = json.Unmarshal(hb, &h)
	}
	if err != nil {
		return head{}, fmt.Errorf("%w: %w", errPayload, err)
	}
	if h.ID == "" || h.Game == "" {
		return head{}, fmt.Errorf("%w: no id or game", errPayload)
	}
	return h, nil
}

// decodePayload reads a whole match back.
func decodePayload(p []byte) (Match, error) {
	h, err := decodeHead(p)
	if err != nil {
		return Match{}, err
	}
	_, sb, _ := splitPayload(p)
	var ps packedSave
	if err := json.Unmarshal(sb, &ps); err != nil {
		return Match{}, fmt.Errorf("%w: save: %w", errPayload, err)
	}
	acts, err := unpackActions(ps.Acts)
	if err != nil {
		return Match{}, fmt.Errorf("%w: actions: %w", errPayload, err)
	}
	if ps.Game != h.Game || len(acts) != h.Actions {
		return Match{}, fmt.Errorf("%w: head and save disagree", errPayload)
	}
	m := Match{ID: h.ID, Ended: h.Ended, Seats: h.Seats, Winners: h.Winners,
		Save: engine.Save{Game: ps.Game, Config: ps.Config, Seed: ps.Seed, Actions: acts}}
	if err := m.check(); err != nil {
		return Match{}, fmt.Errorf("%w: %w", errPayload, err)
	}
	return m, nil
}

func (h head) entry(seq int) Entry {
	return Entry{ID: h.ID, Ended: h.Ended, Game: h.Game, Options: h.Options, Seats: h.Seats,
		Winners: h.Winners, Actions: h.Actions, seq: seq}
}
