// Package players keeps the people who play at this table: each player is
// an id, a name and a colour, created once, picked in the lobby for any
// seat, renamed, recoloured or deleted in one place (the Players screen).
// The history names a seat's player by its id, so a renamed player keeps
// their record; a deleted player's id is never given to anyone else.
//
// It is plain Go: the book is stored as one small JSON blob through any
// Store (the app's settings store: a file in the config folder on the
// desktop, localStorage in the browser), replaced atomically by the store.
package players

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// File is the store name of the players.
const File = "players.json"

// Version is the version of the stored form.
const Version = 1

// MaxName is the longest name, in runes (the lobby's name limit).
const MaxName = 18

// MaxPlayers is how many players the book keeps (the Players screen shows
// them all at once).
const MaxPlayers = 16

// Colours is how many colours a player may take (the screen's palette).
const Colours = 8

// Errors of the book's changes, for the screen to explain.
var (
	ErrCorrupt   = errors.New("corrupt players file")
	ErrNoName    = errors.New("a player needs a name")
	ErrNameTaken = errors.New("another player has this name")
	ErrFull      = errors.New("the book of players is full")
	ErrUnknown   = errors.New("no such player")
)

// Store is where the book is kept: the methods it uses of the app's
// store (scenes/match.Store satisfies it). Save must be atomic.
type Store interface {
	Load(name string) ([]byte, error)
	Save(name string, data []byte) error
	SetAside(name string) error
}

// Player is one person who plays here.
type Player struct {
	// ID names the player in seats and the history ("p1", "p2"…); never
	// reused.
	ID     string `json:"id"`
	Name   string `json:"name"`
	Colour int    `json:"colour"` // 0 … Colours-1, an index into the screen's palette
}

// file is the stored form.
type file struct {
	Version int      `json:"version"`
	Next    int      `json:"next"` // the number of the next id
	Players []Player `json:"players"`
}

// Book is the list of players, in the order they were created. It is not
// safe for concurrent use (the screens use it from Update).
type Book struct {
	st Store
	f  file
}

// Open loads the book from st. A missing file is an empty book. A file
// that cannot be read is set aside (players.json.corrupt) and reported with
// an error wrapping ErrCorrupt, with an empty book that works: the player
// is told, and the file is kept for inspection.
func Open(st Store) (*Book, error) {
	b := &Book{st: st, f: file{Version: Version, Next: 1}}
	data, err := st.Load(File)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, os.ErrNotExist) {
			return b, nil
		}
		return b, fmt.Errorf("players: load: %w", err)
	}
	var f file
	err = json.Unmarshal(data, &f)
	if err == nil {
		err = f.check()
	}
	if err != nil {
		return b, b.setAside(err)
	}
	b.f = f
	return b, nil
}

func (b *Book) setAside(cause error) error {
	err := fmt.Errorf("players: %w: %w", ErrCorrupt, cause)
	if aerr := b.st.SetAside(File); aerr != nil {
		return fmt.Errorf("%w (set aside: %v)", err, aerr)
	}
	return err
}

// check validates a loaded file: the version, ids unique and below Next,
// names valid and unique, colours in range.
func (f *file) check() error {
	if f.Version != Version {
		return fmt.Errorf("version %d, want %d", f.Version, Version)
	}
	if len(f.Players) > MaxPlayers {
		return fmt.Errorf("%d players, at most %d", len(f.Players), MaxPlayers)
	}
	ids, names := map[string]bool{}, map[string]bool{}
	for i, p := range f.Players {
		n, ok := idNumber(p.ID)
		switch {
		case !ok || n >= f.Next:
			return fmt.Errorf("player %d: bad id %q", i, p.ID)
		case ids[p.ID]:
			return fmt.Errorf("player %d: id %q twice", i, p.ID)
		case cleanName(p.Name) != p.Name || p.Name == "":
			return fmt.Errorf("player %d: bad name %q", i, p.Name)
		case names[fold(p.Name)]:
			return fmt.Errorf("player %d: name %q twice", i, p.Name)
		case p.Colour < 0 || p.Colour >= Colours:
			return fmt.Errorf("player %d: colour %d", i, p.Colour)
		}
		ids[p.ID], names[fold(p.Name)] = true, true
	}
	return nil
}

func idNumber(id string) (int, bool) {
	s, ok := strings.CutPrefix(id, "p")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0 && strconv.Itoa(n) == s
}

// cleanName is name with the spaces around it and repeated inside it
// removed, cut to MaxName runes.
func cleanName(name string) string {
	name = strings.Join(strings.Fields(name), " ")
	if utf8.RuneCountInString(name) > MaxName {
		name = string([]rune(name)[:MaxName])
		name = strings.TrimSpace(name)
	}
	return name
}

// fold is the form two names are compared in: "alice" and "Alice" are the
// same player.
func fold(name string) string { return strings.ToLower(name) }

// All lists the players in the order they were created (a copy).
func (b *Book) All() []Player { return slices.Clone(b.f.Players) }

// Len is how many players there are.
func (b *Book) Len() int { return len(b.f.Players) }

// Get returns the player with id.
func (b *Book) Get(id string) (Player, bool) {
	if i := b.index(id); i >= 0 {
		return b.f.Players[i], true
	}
	return Player{}, false
}

func (b *Book) index(id string) int {
	return slices.IndexFunc(b.f.Players, func(p Player) bool { return p.ID == id })
}

// nameFree checks name for player id ("" for a new one): not empty, not
// another player's.
func (b *Book) nameFree(id, name string) error {
	if name == "" {
		return ErrNoName
	}
	for _, p := range b.f.Players {
		if p.ID != id && fold(p.Name) == fold(name) {
			return fmt.Errorf("players: %q: %w", name, ErrNameTaken)
		}
	}
	return nil
}

// FreeColour is the first colour no player has (0 when all are taken).
func (b *Book) FreeColour() int {
	for c := range Colours {
		if !slices.ContainsFunc(b.f.Players, func(p Player) bool { return p.Colour == c }) {
			return c
		}
	}
	return len(b.f.Players) % Colours
}

// Add creates a player and stores the book. The name is trimmed; an empty
// or taken name, or a full book, is refused and nothing changes.
func (b *Book) Add(name string, colour int) (Player, error) {
	name = cleanName(name)
	if err := b.nameFree("", name); err != nil {
		return Player{}, err
	}
	if len(b.f.Players) >= MaxPlayers {
		return Player{}, ErrFull
	}
	p := Player{ID: "p" + strconv.Itoa(b.f.Next), Name: name, Colour: clampColour(colour)}
	next := b.f
	next.Next++
	next.Players = append(slices.Clone(b.f.Players), p)
	if err := b.commit(next); err != nil {
		return Player{}, err
	}
	return p, nil
}

// Rename gives player id a new name (trimmed, not empty, not another's).
func (b *Book) Rename(id, name string) error {
	name = cleanName(name)
	if err := b.nameFree(id, name); err != nil {
		return err
	}
	return b.change(id, func(p *Player) { p.Name = name })
}

// Recolour gives player id colour c.
func (b *Book) Recolour(id string, c int) error {
	return b.change(id, func(p *Player) { p.Colour = clampColour(c) })
}

// Delete removes player id. The history keeps the names its seats had.
func (b *Book) Delete(id string) error {
	i := b.index(id)
	if i < 0 {
		return fmt.Errorf("players: delete %q: %w", id, ErrUnknown)
	}
	next := b.f
	next.Players = slices.Delete(slices.Clone(b.f.Players), i, i+1)
	return b.commit(next)
}

func (b *Book) change(id string, f func(*Player)) error {
	i := b.index(id)
	if i < 0 {
		return fmt.Errorf("players: %q: %w", id, ErrUnknown)
	}
	next := b.f
	next.Players = slices.Clone(b.f.Players)
	f(&next.Players[i])
	return b.commit(next)
}

// commit stores next and, once stored, makes it the book: a change that
// cannot be saved changes nothing.
func (b *Book) commit(next file) error {
	data, err := json.MarshalIndent(next, "", "  ")
	if err != nil {
		return fmt.Errorf("players: save: %w", err)
	}
	if err := b.st.Save(File, data); err != nil {
		return fmt.Errorf("players: save: %w", err)
	}
	b.f = next
	return nil
}

func clampColour(c int) int { return ((c % Colours) + Colours) % Colours }
