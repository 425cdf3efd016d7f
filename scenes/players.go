package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"

	playerbook "cardtable/records/players"
	"cardtable/scenes/ui"
)

// playersScene is the one place where saved players are made, renamed,
// recoloured and deleted (opened from the lobby, over it). A name is
// typed on the name pad; a colour is picked from a list; deleting asks
// first.
type playersScene struct {
	menu ui.Menu
	ids  map[int]string // button index -> role
	// editing is the player whose name is typed, editNew for a new one,
	// -1 none; text is the name being typed.
	editing int
	text    string
	pad     *namePad
	// popup is a colour list or the question before deleting, for
	// popupFor (a player's index); popupDelete says which.
	popup       *listPopup
	popupFor    int
	popupDelete bool
	problem     string
}

const editNew = 100

// Layout of the Players screen: two columns of eight rows.
const (
	playersPerCol = 8
	playersRowY   = 130.0
	playersPitch  = 56.0
)

func newPlayersScene(ctx *Ctx) *playersScene {
	s := &playersScene{editing: -1}
	s.build(ctx)
	return s
}

// Name is "players".
func (s *playersScene) Name() string { return "players" }

// Animating: the caret blinks while typing.
func (s *playersScene) Animating() bool { return s.editing >= 0 }

// playerColour is the colour of palette entry i, the seats' colours.
func playerColour(i int) color.Color { return ui.SeatColor(i) }

// playerProblem says why the book refused a change to name.
func playerProblem(ctx *Ctx, err error, name string) string {
	switch {
	case errors.Is(err, playerbook.ErrNameTaken):
		return ctx.Loc.T("players.err_taken", "Name", strings.TrimSpace(name))
	case errors.Is(err, playerbook.ErrNoName):
		return ctx.Loc.T("players.err_no_name")
	case errors.Is(err, playerbook.ErrFull):
		return ctx.Loc.T("players.err_full", "Count", playerbook.MaxPlayers)
	}
	return ctx.Loc.T("players.err_save")
}

// rowRect is the place of player i's row.
func rowRect(i int) ui.Rect {
	return ui.Rect{X: 90 + float64(i/playersPerCol)*560, Y: playersRowY + float64(i%playersPerCol)*playersPitch, W: 492, H: 46}
}

func (s *playersScene) build(ctx *Ctx) {
	focus, focused := s.menu.Focus, s.ids[s.menu.Focus]
	var bs []*ui.Button
	s.ids = map[int]string{}
	add := func(id string, b *ui.Button) {
		s.ids[len(bs)] = id
		bs = append(bs, b)
	}
	for i, p := range ctx.Players.All() {
		r := rowRect(i)
		add(fmt.Sprintf("colour:%d", i), &ui.Button{R: ui.Rect{X: r.X, Y: r.Y, W: 46, H: 46}})
		add(fmt.Sprintf("name:%d", i), &ui.Button{Label: p.Name, R: ui.Rect{X: r.X + 56, Y: r.Y, W: 380, H: 46}, Size: 19})
		add(fmt.Sprintf("del:%d", i), &ui.Button{Label: "×", R: ui.Rect{X: r.X + 446, Y: r.Y, W: 46, H: 46}, Size: 24})
	}
	add("new", &ui.Button{Label: ctx.Loc.T("players.new"), R: ui.Rect{X: 40, Y: 646, W: 420, H: 52}, Size: 19,
		Disabled: ctx.Players.Len() >= playerbook.MaxPlayers})
	add("done", &ui.Button{Label: ctx.Loc.T("players.done"), Primary: true, R: ui.Rect{X: 1040, Y: 646, W: 200, H: 52}, Size: 21})
	for i, id := range s.ids {
		if id == focused && focused != "" {
			focus = i
		}
	}
	if focus < 0 || focus >= len(bs) || len(s.menu.Buttons) == 0 || bs[focus].Disabled {
		focus = len(bs) - 1
	}
	s.menu = ui.Menu{Buttons: bs, Focus: focus}
}

// Update types names, answers the popups and handles the buttons.
func (s *playersScene) Update(ctx *Ctx) error {
	in := ctx.In
	all := ctx.Players.All()
	if s.popup != nil {
		i, closed := s.popup.Update(in)
		if closed {
			s.popup = nil
		}
		if i >= 0 && s.popupFor < len(all) {
			p := all[s.popupFor]
			var err error
			switch {
			case s.popupDelete && i == 0:
				err = ctx.Players.Delete(p.ID)
			case !s.popupDelete:
				err = ctx.Players.Recolour(p.ID, i)
			}
			if err != nil {
				s.problem = playerProblem(ctx, err, p.Name)
			}
		}
		s.build(ctx)
		return nil
	}
	if s.editing >= 0 {
		accept := func(r rune) bool { return r >= ' ' }
		done := typeKeys(in, &s.text, accept, maxName)
		if !done {
			done = s.pad.Update(ctx, in, &s.text, accept, maxName)
		}
		if done {
			s.typed(ctx)
		}
		s.build(ctx)
		return nil
	}
	if in.Has(ui.IntentCancel) {
		ctx.Pop()
		return nil
	}
	i := s.menu.Update(in)
	if i < 0 {
		return nil
	}
	s.problem = ""
	kind, arg, _ := strings.Cut(s.ids[i], ":")
	n, _ := strconv.Atoi(arg)
	switch kind {
	case "colour":
		var items []listItem
		for c := range playerbook.Colours {
			items = append(items, listItem{Label: ctx.Loc.T("players.colour." + strconv.Itoa(c)), Chip: playerColour(c)})
		}
		s.popup, s.popupFor, s.popupDelete = newListPopup(s.menu.Buttons[i].R, 220, items, all[n].Colour), n, false
	case "name":
		s.editing, s.text, s.pad = n, all[n].Name, newNamePad(ctx, true)
	case "del":
		items := []listItem{{Label: ctx.Loc.T("players.delete", "Name", all[n].Name)}, {Label: ctx.Loc.T("players.keep")}}
		s.popup, s.popupFor, s.popupDelete = newListPopup(s.menu.Buttons[i].R, 260, items, 1), n, true
	case "new":
		s.editing, s.text, s.pad = editNew, "", newNamePad(ctx, true)
	case "done":
		ctx.Pop()
		return nil
	}
	s.build(ctx)
	return nil
}

// typed saves the name typed: a new player (with the first colour free),
// or a new name; an empty new name is no player.
func (s *playersScene) typed(ctx *Ctx) {
	was := s.editing
	s.editing = -1
	var err error
	switch {
	case was == editNew && strings.TrimSpace(s.text) == "":
		return
	case was == editNew:
		_, err = ctx.Players.Add(s.text, ctx.Players.FreeColour())
	case was < ctx.Players.Len():
		err = ctx.Players.Rename(ctx.Players.All()[was].ID, s.text)
	}
	if err != nil {
		s.problem = playerProblem(ctx, err, s.text)
	}
}

// Draw paints the players, each with a swatch of her colour, and the pad or
// popup over them.
func (s *playersScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	if s.menu.Buttons[len(s.menu.Buttons)-1].Label != ctx.Loc.T("players.done") {
		s.build(ctx) // the language changed
	}
	c.Panel(k.Shapes, ui.Rect{X: 0, Y: 0, W: ui.LogicalW, H: ui.LogicalH}, 0, color.RGBA{0, 0, 0, 0xa0})
	c.Panel(k.Shapes, ui.Rect{X: 24, Y: 20, W: 1232, H: 612}, 18, ui.ColPanelHi)
	c.TextIn(k.Fonts, ctx.Loc.T("players.title"), ui.Rect{X: 60, Y: 34, W: 1160, H: 50}, ui.Style{Size: 34, Bold: true, Color: ui.ColPrimary})
	sub, col := ctx.Loc.T("players.hint"), color.Color(ui.ColTextDim)
	if ctx.Players.Len() == 0 {
		sub = ctx.Loc.T("players.none")
	}
	if s.problem != "" {
		sub, col = s.problem, ui.ColDanger
	}
	c.TextIn(k.Fonts, sub, ui.Rect{X: 60, Y: 84, W: 1160, H: 30}, ui.Style{Size: 17, Bold: s.problem != "", Color: col})
	s.menu.Draw(c, k)
	for i, p := range ctx.Players.All() {
		r := rowRect(i)
		c.Panel(k.Shapes, ui.Rect{X: r.X + 9, Y: r.Y + 9, W: 28, H: 28}, 14, playerColour(p.Colour))
	}
	if s.popup != nil {
		s.popup.Draw(ctx, c)
	}
	if s.editing >= 0 && s.pad != nil {
		title := ctx.Loc.T("players.new_title")
		if s.editing != editNew {
			title = ctx.Loc.T("players.rename_title")
		}
		s.pad.Draw(ctx, c, title, s.text)
	}
}
