package sound

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// ErrUnknown is wrapped when a sound id has no recipe.
var ErrUnknown = errors.New("unknown sound")

var recipes = map[ID]Recipe{}

// Register adds a sound; a game's asset package calls it from init for its
// own sounds. Registering an id again replaces its recipe.
func Register(id ID, r Recipe) { recipes[id] = r }

// Lookup is the recipe of id.
func Lookup(id ID) (Recipe, bool) {
	r, ok := recipes[id]
	return r, ok
}

// IDs lists the registered sounds, sorted.
func IDs() []ID {
	out := make([]ID, 0, len(recipes))
	for id := range recipes {
		out = append(out, id)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Bank renders each sound once, on its first use: rendering every sound
// before the first frame would delay it for sounds that may never play.
// It is safe for concurrent use.
type Bank struct {
	rate int
	mu   sync.Mutex
	pcm  map[ID][]float32
}

// NewBank is an empty bank rendering at rate.
func NewBank(rate int) *Bank { return &Bank{rate: rate, pcm: map[ID][]float32{}} }

// PCM is the mono samples of id, rendered on the first call.
func (b *Bank) PCM(id ID) ([]float32, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.pcm[id]; ok {
		return s, nil
	}
	r, ok := recipes[id]
	if !ok {
		return nil, fmt.Errorf("sound: %w: %q", ErrUnknown, id)
	}
	s := r.Render(b.rate)
	b.pcm[id] = s
	return s, nil
}
