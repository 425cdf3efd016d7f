package ui

import "github.com/hajimehoshi/ebiten/v2"

// Scroll tracks the offset of content taller than its view.
type Scroll struct {
	Offset  float64 // logical units scrolled
	Content float64 // content height
}

// Update scrolls by wheel, finger drag and keys when the pointer is over r
// or keys is true (the view has keyboard focus).
func (s *Scroll) Update(in *Input, r Rect, keys bool) {
	if r.Contains(in.X, in.Y) {
		s.Offset -= in.Wheel * 40
		s.Offset -= in.DragDY
	}
	if keys {
		for _, k := range in.Keys {
			switch k {
			case ebiten.KeyArrowDown:
				s.Offset += 40
			case ebiten.KeyArrowUp:
				s.Offset -= 40
			case ebiten.KeyPageDown:
				s.Offset += r.H * 0.9
			case ebiten.KeyPageUp:
				s.Offset -= r.H * 0.9
			case ebiten.KeyHome:
				s.Offset = 0
			case ebiten.KeyEnd:
				s.Offset = s.Content
			}
		}
	}
	s.Clamp(r.H)
}

// Clamp keeps the offset inside the content.
func (s *Scroll) Clamp(view float64) {
	if s.Offset > s.Content-view {
		s.Offset = s.Content - view
	}
	if s.Offset < 0 {
		s.Offset = 0
	}
}
