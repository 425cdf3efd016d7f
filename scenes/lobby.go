package scenes

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// lobbyScene sets up a match: the seats (name, human or bot level), adding
// and removing seats within the game's limits, shuffling the seating, an
// optional seed and the game's options, all read from its descriptor (an
// option's choice may narrow the seats: a solo practice has one).
type lobbyScene struct {
	game      string
	desc      engine.Descriptor
	opts      map[string]string // chosen value of each option
	levels    []string          // "" (a human), then the bot levels
	seats     []match.SeatSpec
	seed      string
	editing   int      // seat whose name is being typed, editSeed for the seed, -1 none
	pad       *namePad // the on-screen keyboard while editing
	menu      ui.Menu
	min, max  int
	ids       map[int]string // button index -> role
	shuffleRN *rand.Rand
}

const editSeed = 100

func newLobby(ctx *Ctx, game string) *lobbyScene {
	l := &lobbyScene{game: game, editing: -1, shuffleRN: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))}
	if r, err := engine.Lookup(game); err == nil {
		l.desc = r.Describe()
	}
	l.opts = l.desc.Defaults(nil)
	l.levels = append([]string{""}, ai.Levels(game)...)
	l.narrow()
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

// narrow sets the seat range the chosen options allow.
func (l *lobbyScene) narrow() {
	lo, hi, err := l.desc.SeatRange(l.opts)
	if err != nil {
		lo, hi = l.desc.MinSeats, l.desc.MaxSeats
	}
	l.min, l.max = lo, hi
}

// visibleSeats is how many of the seats play: the options may allow fewer
// than are set up (the others come back when the option does).
func (l *lobbyScene) visibleSeats() int { return min(len(l.seats), l.max) }

// optionLabel is "Name: value" of option o, from the game's messages
// <game>.option.<key> and <game>.option.<key>.<value>.
func (l *lobbyScene) optionLabel(ctx *Ctx, o engine.Option) string {
	base := l.game + ".option." + o.Key
	return ctx.Loc.T("lobby.option", "Name", ctx.Loc.T(base), "Value", ctx.Loc.T(base+"."+l.opts[o.Key]))
}

// cycleOption moves option key to its next choice.
func (l *lobbyScene) cycleOption(key string) {
	o, ok := l.desc.Option(key)
	if !ok || len(o.Choices) == 0 {
		return
	}
	next := 0
	for i, c := range o.Choices {
		if c.Value == l.opts[key] {
			next = (i + 1) % len(o.Choices)
		}
	}
	l.opts[key] = o.Choices[next].Value
	l.narrow()
	for len(l.seats) < l.min {
		l.addSeat(nil)
	}
}

func (l *lobbyScene) build(ctx *Ctx) {
	// The focus stays on the same control when the buttons change (an
	// option hiding seats moves every button after them).
	focus, focused := l.menu.Focus, l.ids[l.menu.Focus]
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
		ctl := &ui.Button{Label: l.controllerLabel(ctx, s), R: ui.Rect{X: 610, Y: y, W: 250, H: 46}, Size: 17}
		add(fmt.Sprintf("ctl:%d", i), ctl)
		rm := &ui.Button{Label: "×", R: ui.Rect{X: 876, Y: y, W: 46, H: 46}, Size: 24, Disabled: l.visibleSeats() <= l.min}
		add(fmt.Sprintf("rm:%d", i), rm)
	}
	row := 130 + 8*56.0 + 10
	if l.max > 1 {
		add("add", &ui.Button{Label: ctx.Loc.T("lobby.add_seat"), R: ui.Rect{X: 290, Y: row, W: 200, H: 44}, Size: 17,
			Disabled: l.visibleSeats() >= l.max})
		add("shuffle", &ui.Button{Label: ctx.Loc.T("lobby.shuffle"), R: ui.Rect{X: 500, Y: row, W: 200, H: 44}, Size: 17})
	}
	for i, o := range l.desc.Options {
		add("opt:"+o.Key, &ui.Button{Label: l.optionLabel(ctx, o), R: ui.Rect{X: 960, Y: 276 + float64(i)*56, W: 280, H: 44}, Size: 16})
	}
	seed := l.seed
	if seed == "" && l.editing != editSeed {
		seed = ctx.Loc.T("lobby.seed_random")
	}
	add("seed", &ui.Button{Label: ctx.Loc.T("lobby.seed", "Seed", seed), R: ui.Rect{X: 960, Y: 130, W: 280, H: 44}, Size: 16})
	add("rules", &ui.Button{Label: ctx.Loc.T("lobby.rules"), KeyHint: "F1", R: ui.Rect{X: 960, Y: 186, W: 280, H: 44}, Size: 17})
	add("back", &ui.Button{Label: ctx.Loc.T("lobby.back"), R: ui.Rect{X: 40, Y: 640, W: 180, H: 52}, Size: 19})
	add("start", &ui.Button{Label: ctx.Loc.T("lobby.start"), Primary: true, R: ui.Rect{X: 1040, Y: 640, W: 200, H: 52}, Size: 21})
	for i, id := range l.ids {
		if id == focused && focused != "" {
			focus = i
		}
	}
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
		if l.editing >= 0 {
			text, accept := l.field()
			if l.pad.Update(ctx, in, text, accept, maxName) {
				l.editing = -1
			}
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
		l.editing, l.pad = seat, newNamePad(ctx, true)
	case "ctl":
		l.cycleController(seat)
	case "rm":
		l.seats = append(l.seats[:seat], l.seats[seat+1:]...)
	case "add":
		// Seats hidden by an option make room first.
		l.seats = l.seats[:l.visibleSeats()]
		l.addSeat(ctx)
	case "shuffle":
		n := l.visibleSeats()
		l.shuffleRN.Shuffle(n, func(a, b int) { l.seats[a], l.seats[b] = l.seats[b], l.seats[a] })
	case "opt":
		l.cycleOption(arg)
	case "seed":
		l.editing, l.pad = editSeed, newNamePad(ctx, false)
	case "rules":
		ctx.Push(newRulesFor(ctx, l.game, l.opts))
	case "back":
		ctx.Switch(newTitle(ctx))
		return nil
	case "start":
		return l.start(ctx)
	}
	l.build(ctx)
	return nil
}

// addSeat adds a Normal bot under the first default name not taken.
func (l *lobbyScene) addSeat(ctx *Ctx) {
	used := map[string]bool{}
	for _, s := range l.seats {
		used[s.Name] = true
	}
	name := fmt.Sprint(len(l.seats) + 1)
	if ctx != nil {
		for _, n := range defaultNames(ctx) {
			if !used[n] {
				name = n
				break
			}
		}
	}
	l.seats = append(l.seats, match.SeatSpec{Name: name, Level: ai.LevelNormal})
}

func (l *lobbyScene) cycleController(seat int) {
	s := &l.seats[seat]
	cur := s.Level
	if s.Human {
		cur = ""
	}
	for i, lv := range l.levels {
		if lv == cur {
			next := l.levels[(i+1)%len(l.levels)]
			s.Human, s.Level = next == "", next
			return
		}
	}
}

// maxName is the longest name (or seed) in runes.
const maxName = 18

// field is the text being edited and which runes it takes: digits for the
// seed, any printable rune for a name.
func (l *lobbyScene) field() (*string, func(rune) bool) {
	if l.editing == editSeed {
		return &l.seed, func(r rune) bool { return r >= '0' && r <= '9' }
	}
	return &l.seats[l.editing].Name, func(r rune) bool { return r >= ' ' }
}

// typeText edits the focused name or seed from a physical keyboard; Enter,
// Esc or Tab ends editing.
func (l *lobbyScene) typeText(in *ui.Input) {
	text, accept := l.field()
	for _, r := range in.Chars {
		if accept(r) && utf8.RuneCountInString(*text) < maxName {
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
	}
	seed, err := strconv.ParseUint(l.seed, 10, 64)
	if err != nil {
		seed = l.shuffleRN.Uint64()
	}
	m, err := match.New(match.Setup{Game: l.game, Seats: seats, Seed: seed, Options: l.chosen()}, matchOptions(ctx))
	if err != nil {
		ctx.Notice = ctx.Loc.Problem("notice.start_failed", err)
		return nil
	}
	ts, err := newTableScene(ctx, m)
	if err != nil {
		ctx.Notice = ctx.Loc.Problem("notice.start_failed", err)
		return nil
	}
	ctx.Switch(ts)
	return nil
}

// chosen are the options set away from their defaults (nil for none), so a
// match with the defaults is set up as before options were offered.
func (l *lobbyScene) chosen() map[string]string {
	var out map[string]string
	for _, o := range l.desc.Options {
		if v := l.opts[o.Key]; v != o.Default() {
			if out == nil {
				out = map[string]string{}
			}
			out[o.Key] = v
		}
	}
	return out
}

// hint is the line under the title: what a chosen option means when the
// game says (<game>.option.<key>.<value>.desc, given every option's value
// under its capitalised key: {{.Target}}), else the seat range.
func (l *lobbyScene) hint(ctx *Ctx) string {
	for _, o := range l.desc.Options {
		if id := l.game + ".option." + o.Key + "." + l.opts[o.Key] + ".desc"; ctx.Loc.Has(id) {
			var kv []any
			for _, o := range l.desc.Options {
				if o.Key != "" {
					kv = append(kv, strings.ToUpper(o.Key[:1])+o.Key[1:], l.opts[o.Key])
				}
			}
			return ctx.Loc.T(id, kv...)
		}
	}
	return ctx.Loc.T("lobby.seats_hint", "Min", l.min, "Max", l.max)
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
	sub := l.hint(ctx)
	c.TextIn(k.Fonts, sub, ui.Rect{X: 60, Y: 84, W: 860, H: 30}, ui.Style{Size: 17, Color: ui.ColTextDim})
	for i := 0; i < l.visibleSeats(); i++ {
		y := 130 + float64(i)*56
		chip := ui.Rect{X: 240, Y: y + 8, W: 30, H: 30}
		c.Panel(k.Shapes, chip, 15, ui.SeatColor(i))
		c.TextIn(k.Fonts, fmt.Sprint(i+1), chip, ui.Style{Size: 16, Bold: true, Color: ui.ColTextDark, Align: ui.Center})
		c.TextIn(k.Fonts, ctx.Loc.T("lobby.seat", "N", i+1), ui.Rect{X: 60, Y: y, W: 170, H: 46}, ui.Style{Size: 17, Color: ui.ColTextDim})
	}
	if len(l.desc.Options) > 0 {
		c.TextIn(k.Fonts, ctx.Loc.T("lobby.options"), ui.Rect{X: 964, Y: 242, W: 276, H: 28}, ui.Style{Size: 17, Color: ui.ColTextDim})
	}
	l.menu.Draw(c, k)
	if l.editing >= 0 && l.pad != nil {
		title := ctx.Loc.T("lobby.pad_seed")
		if l.editing != editSeed {
			title = ctx.Loc.T("lobby.pad_title", "N", l.editing+1)
		}
		text, _ := l.field()
		l.pad.Draw(ctx, c, title, *text)
	}
}
