package scenes

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// lobbyScene sets up a match: the seats (name, human or bot level), adding
// and removing seats within the game's limits, shuffling the seating, an
// optional seed and, for Flip 7, solo practice.
type lobbyScene struct {
	game      string
	seats     []match.SeatSpec
	solo      bool
	seed      string
	editing   int // seat whose name is being typed, editSeed for the seed, -1 none
	menu      ui.Menu
	min, max  int
	ids       map[int]string // button index -> role
	shuffleRN *rand.Rand
}

const editSeed = 100

var levelCycle = []string{"", "easy", "normal", "hard"} // "" is a human

func newLobby(ctx *Ctx, game string) *lobbyScene {
	l := &lobbyScene{game: game, editing: -1, shuffleRN: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))}
	r, _ := engine.Lookup(game)
	// One seat is solo practice, chosen with its own switch.
	l.min, l.max = r.Describe().MinSeats, r.Describe().MaxSeats
	names := defaultNames(ctx)
	l.seats = []match.SeatSpec{{Name: names[0], Human: true}}
	for i := 1; i < 4 && i < l.max; i++ {
		l.seats = append(l.seats, match.SeatSpec{Name: names[i], Level: "normal"})
	}
	l.build(ctx)
	return l
}

func defaultNames(ctx *Ctx) []string {
	var out []string
	for _, n := range strings.Split(ctx.Loc.T("names.default"), ",") {
		out = append(out, strings.TrimSpace(n))
	}
	for len(out) < 8 {
		out = append(out, fmt.Sprint(len(out)+1))
	}
	return out
}

// Animating: the caret blinks while typing.
func (l *lobbyScene) Animating() bool { return l.editing >= 0 }

// Name is "lobby".
func (l *lobbyScene) Name() string { return "lobby" }

func (l *lobbyScene) visibleSeats() int {
	if l.solo {
		return 1
	}
	return len(l.seats)
}

func (l *lobbyScene) build(ctx *Ctx) {
	focus := l.menu.Focus
	var bs []*ui.Button
	l.ids = map[int]string{}
	add := func(id string, b *ui.Button) {
		l.ids[len(bs)] = id
		bs = append(bs, b)
	}
	for i := 0; i < l.visibleSeats(); i++ {
		y := 130 + float64(i)*56
		s := l.seats[i]
		name := &ui.Button{Label: s.Name, R: ui.Rect{X: 290, Y: y, W: 300, H: 46}, Size: 19}
		add(fmt.Sprintf("name:%d", i), name)
		if l.solo {
			break
		}
		ctl := &ui.Button{Label: l.controllerLabel(ctx, s), R: ui.Rect{X: 610, Y: y, W: 250, H: 46}, Size: 17}
		add(fmt.Sprintf("ctl:%d", i), ctl)
		rm := &ui.Button{Label: "×", R: ui.Rect{X: 876, Y: y, W: 46, H: 46}, Size: 24, Disabled: len(l.seats) <= l.min}
		add(fmt.Sprintf("rm:%d", i), rm)
	}
	row := 130 + 8*56.0 + 10
	if !l.solo {
		add("add", &ui.Button{Label: ctx.Loc.T("lobby.add_seat"), R: ui.Rect{X: 290, Y: row, W: 200, H: 44}, Size: 17,
			Disabled: len(l.seats) >= l.max})
		add("shuffle", &ui.Button{Label: ctx.Loc.T("lobby.shuffle"), R: ui.Rect{X: 500, Y: row, W: 200, H: 44}, Size: 17})
	}
	if l.game == "flip7" {
		label := ctx.Loc.T("lobby.solo_off")
		if l.solo {
			label = ctx.Loc.T("lobby.solo_on")
		}
		add("solo", &ui.Button{Label: label, R: ui.Rect{X: 710, Y: row, W: 212, H: 44}, Size: 16})
	}
	seed := l.seed
	if seed == "" && l.editing != editSeed {
		seed = ctx.Loc.T("lobby.seed_random")
	}
	add("seed", &ui.Button{Label: ctx.Loc.T("lobby.seed", "Seed", seed), R: ui.Rect{X: 960, Y: 130, W: 280, H: 44}, Size: 16})
	add("rules", &ui.Button{Label: ctx.Loc.T("lobby.rules"), R: ui.Rect{X: 960, Y: 186, W: 280, H: 44}, Size: 17})
	add("back", &ui.Button{Label: ctx.Loc.T("lobby.back"), R: ui.Rect{X: 40, Y: 640, W: 180, H: 52}, Size: 19})
	add("start", &ui.Button{Label: ctx.Loc.T("lobby.start"), Primary: true, R: ui.Rect{X: 1040, Y: 640, W: 200, H: 52}, Size: 21})
	if focus < 0 || focus >= len(bs) || len(l.menu.Buttons) == 0 {
		focus = len(bs) - 1
	}
	l.menu = ui.Menu{Buttons: bs, Focus: focus}
}

func (l *lobbyScene) controllerLabel(ctx *Ctx, s match.SeatSpec) string {
	if s.Human {
		return ctx.Loc.T("lobby.human")
	}
	return ctx.Loc.T("lobby.bot_" + s.Level)
}

// Update edits names and the seed, and handles the buttons.
func (l *lobbyScene) Update(ctx *Ctx) error {
	in := ctx.In
	if l.editing >= 0 {
		l.typeText(in)
		if in.Clicked {
			l.editing = -1
		}
		l.build(ctx)
		if l.editing >= 0 {
			return nil
		}
	}
	if in.Has(ui.IntentCancel) {
		ctx.Switch(newTitle(ctx))
		return nil
	}
	i := l.menu.Update(in)
	if i < 0 {
		return nil
	}
	role := l.ids[i]
	kind, arg, _ := strings.Cut(role, ":")
	seat, _ := strconv.Atoi(arg)
	switch kind {
	case "name":
		l.editing = seat
	case "ctl":
		l.cycleController(seat)
	case "rm":
		l.seats = append(l.seats[:seat], l.seats[seat+1:]...)
	case "add":
		used := map[string]bool{}
		for _, s := range l.seats {
			used[s.Name] = true
		}
		name := ""
		for _, n := range defaultNames(ctx) {
			if !used[n] {
				name = n
				break
			}
		}
		l.seats = append(l.seats, match.SeatSpec{Name: name, Level: "normal"})
	case "shuffle":
		l.shuffleRN.Shuffle(len(l.seats), func(a, b int) { l.seats[a], l.seats[b] = l.seats[b], l.seats[a] })
	case "solo":
		l.solo = !l.solo
		l.menu.Focus = -1
	case "seed":
		l.editing = editSeed
	case "rules":
		ctx.Push(newRules(ctx, l.game))
	case "back":
		ctx.Switch(newTitle(ctx))
		return nil
	case "start":
		return l.start(ctx)
	}
	l.build(ctx)
	return nil
}

func (l *lobbyScene) cycleController(seat int) {
	s := &l.seats[seat]
	cur := s.Level
	if s.Human {
		cur = ""
	}
	for i, lv := range levelCycle {
		if lv == cur {
			next := levelCycle[(i+1)%len(levelCycle)]
			s.Human, s.Level = next == "", next
			return
		}
	}
}

// typeText edits the focused name or seed; Enter, Esc or Tab ends editing.
func (l *lobbyScene) typeText(in *ui.Input) {
	var text *string
	if l.editing == editSeed {
		text = &l.seed
	} else {
		text = &l.seats[l.editing].Name
	}
	for _, r := range in.Chars {
		if l.editing == editSeed && (r < '0' || r > '9') {
			continue
		}
		if utf8.RuneCountInString(*text) < 18 && r >= ' ' {
			*text += string(r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && *text != "" {
		_, size := utf8.DecodeLastRuneInString(*text)
		*text = (*text)[:len(*text)-size]
	}
	if in.Has(ui.IntentConfirm) || in.Has(ui.IntentCancel) || in.Key(ebiten.KeyTab) {
		in.Intents = in.Intents[:0]
		l.editing = -1
	}
}

func (l *lobbyScene) start(ctx *Ctx) error {
	seats := append([]match.SeatSpec(nil), l.seats[:l.visibleSeats()]...)
	for i := range seats {
		if strings.TrimSpace(seats[i].Name) == "" {
			seats[i].Name = defaultNames(ctx)[i]
		}
		if l.solo {
			seats[i].Human = true
		}
	}
	seed, err := strconv.ParseUint(l.seed, 10, 64)
	if err != nil {
		seed = l.shuffleRN.Uint64()
	}
	var opts map[string]string
	if l.solo {
		opts = map[string]string{"solo": "on"}
	}
	m, err := match.New(match.Setup{Game: l.game, Seats: seats, Seed: seed, Options: opts}, matchOptions(ctx))
	if err != nil {
		ctx.Notice = err.Error()
		return nil
	}
	ctx.Switch(newTableScene(ctx, m))
	return nil
}

// Draw paints the seat rows and the buttons; the field being typed shows a
// caret.
func (l *lobbyScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	if l.menu.Buttons[len(l.menu.Buttons)-1].Label != ctx.Loc.T("lobby.start") {
		l.build(ctx)
	}
	c.Panel(k.Shapes, ui.Rect{X: 24, Y: 20, W: 1232, H: 600}, 18, ui.ColPanel)
	title := ctx.Loc.T("lobby.title", "Game", ctx.Loc.T(l.game+".name"))
	c.TextIn(k.Fonts, title, ui.Rect{X: 60, Y: 34, W: 860, H: 50}, ui.Style{Size: 34, Bold: true, Color: ui.ColPrimary})
	sub := ctx.Loc.T("lobby.seats_hint", "Min", l.min, "Max", l.max)
	if l.solo {
		sub = ctx.Loc.T("flip7.solo.desc")
	}
	c.TextIn(k.Fonts, sub, ui.Rect{X: 60, Y: 84, W: 860, H: 30}, ui.Style{Size: 17, Color: ui.ColTextDim})
	for i := 0; i < l.visibleSeats(); i++ {
		y := 130 + float64(i)*56
		chip := ui.Rect{X: 240, Y: y + 8, W: 30, H: 30}
		c.Panel(k.Shapes, chip, 15, ui.SeatColor(i))
		c.TextIn(k.Fonts, fmt.Sprint(i+1), chip, ui.Style{Size: 16, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
		c.TextIn(k.Fonts, ctx.Loc.T("lobby.seat", "N", i+1), ui.Rect{X: 60, Y: y, W: 170, H: 46}, ui.Style{Size: 17, Color: ui.ColTextDim})
	}
	l.menu.Draw(c, k)
	if l.editing >= 0 && ctx.Tick/20%2 == 0 {
		for i, b := range l.menu.Buttons {
			id := l.ids[i]
			if (l.editing == editSeed && id == "seed") || id == fmt.Sprintf("name:%d", l.editing) {
				c.Outline(k.Shapes, b.R.Inset(-5), 14, color.RGBA{0xff, 0xd0, 0x40, 0xff})
			}
		}
	}
	if l.editing >= 0 {
		c.TextIn(k.Fonts, ctx.Loc.T("lobby.typing_hint"), ui.Rect{X: 290, Y: 588, W: 700, H: 28}, ui.Style{Size: 15, Color: ui.ColTextDim})
	}
}
