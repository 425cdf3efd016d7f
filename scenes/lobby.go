package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/records/dealcode"
	playerbook "cardtable/records/players"
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

	// popup is the list of seat kinds open for popupSeat (nil: closed);
	// popupKinds says what each of its items sets.
	popup      *listPopup
	popupSeat  int
	popupKinds []seatKind
	// newSeat is the seat a new player typed on the pad is for.
	newSeat int
	newName string
	// code is the deal code typed in the seed field (written form, "" for
	// none) and codeSeed its seed: the options and seats are the code's
	// until one of them changes, and the field then keeps the seed alone.
	code     string
	codeSeed uint64
	// problem is the last refusal (a mistyped code, a taken name), shown
	// in place of the hint until the next change.
	problem string
}

// Fields typed on the pad besides the seats' names.
const (
	editSeed      = 100
	editNewPlayer = 101
)

// seatKind is one choice of the seat list: a person (not saved), a bot of
// a level, a saved player, or a new player to type.
type seatKind struct {
	human     bool
	level     string
	player    string
	newPlayer bool
}

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
	all, err := match.LoadLobby(ctx.Store)
	if err != nil {
		l.problem = ctx.Loc.T("players.lobby_corrupt")
	}
	if last, ok := all[game]; ok {
		l.recall(ctx, last)
	}
	l.build(ctx)
	return l
}

// recall opens the lobby on the game's last set-up, as far as it still
// fits the game: unknown options or a seat count the options refuse
// forget it; an unknown bot level is Normal; a saved player deleted since
// is a person under the same name.
func (l *lobbyScene) recall(ctx *Ctx, last match.LobbySetup) {
	opts := l.desc.Defaults(nil)
	for k, v := range last.Options {
		if _, ok := l.desc.Option(k); !ok {
			return
		}
		opts[k] = v
	}
	lo, hi, err := l.desc.SeatRange(opts)
	if err != nil || len(last.Seats) < lo || len(last.Seats) > hi {
		return
	}
	names := defaultNames(ctx)
	seats := make([]match.SeatSpec, len(last.Seats))
	for i, s := range last.Seats {
		s.Name = cutName(strings.TrimSpace(s.Name))
		if s.Name == "" {
			s.Name = names[i%len(names)]
		}
		if !s.Human && !slices.Contains(l.levels[1:], s.Level) {
			s.Level = ai.LevelNormal
		}
		seats[i] = s
	}
	l.opts, l.seats = opts, seats
	l.narrow()
}

// remember stores the set-up as the game's last (a set-up that cannot be
// stored is only not offered next time).
func (l *lobbyScene) remember(ctx *Ctx) {
	_ = match.SaveLobby(ctx.Store, l.game, match.LobbySetup{
		Seats: slices.Clone(l.seats[:l.visibleSeats()]), Options: l.chosen()})
}

func cutName(s string) string {
	if utf8.RuneCountInString(s) > maxName {
		s = string([]rune(s)[:maxName])
	}
	return s
}

// syncPlayers follows the Players screen: a saved player's seat takes her
// new name, a deleted player's seat becomes a person's. It reports whether
// a seat changed.
func (l *lobbyScene) syncPlayers(ctx *Ctx) bool {
	changed := false
	for i := range l.seats {
		s := &l.seats[i]
		if s.Player == "" {
			continue
		}
		p, ok := ctx.Players.Get(s.Player)
		switch {
		case !ok || !s.Human:
			s.Player, changed = "", true
		case s.Name != p.Name:
			s.Name, changed = p.Name, true
		}
	}
	return changed
}

// seatedAt is the visible seat of player id, or -1.
func (l *lobbyScene) seatedAt(id string) int {
	for i, s := range l.seats[:l.visibleSeats()] {
		if s.Player == id {
			return i
		}
	}
	return -1
}

func defaultNames(ctx *Ctx) []string {
	out := ctx.Loc.DefaultNames()
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
	l.syncPlayers(ctx)
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
	row := 130 + 8*56.0 // under the eighth seat, inside the panel
	if l.max > 1 {
		add("add", &ui.Button{Label: ctx.Loc.T("lobby.add_seat"), R: ui.Rect{X: 290, Y: row, W: 200, H: 44}, Size: 17,
			Disabled: l.visibleSeats() >= l.max})
		add("shuffle", &ui.Button{Label: ctx.Loc.T("lobby.shuffle"), R: ui.Rect{X: 500, Y: row, W: 200, H: 44}, Size: 17})
	}
	for i, o := range l.desc.Options {
		add("opt:"+o.Key, &ui.Button{Label: l.optionLabel(ctx, o), R: ui.Rect{X: 960, Y: 276 + float64(i)*56, W: 280, H: 44}, Size: 16})
	}
	free := l.freeSeat() >= 0
	for i, r := range l.quickCells(ctx) {
		p := ctx.Players.All()[i]
		add("quick:"+p.ID, &ui.Button{Label: p.Name, R: r, Size: 16, Disabled: l.seatedAt(p.ID) >= 0 || !free})
	}
	seed := l.seed
	if seed == "" && l.editing != editSeed {
		seed = ctx.Loc.T("lobby.seed_random")
	}
	seedLabel := ctx.Loc.T("lobby.seed", "Seed", seed)
	if l.code != "" {
		seedLabel = ctx.Loc.T("dealcode.label", "Code", l.code)
	}
	add("seed", &ui.Button{Label: seedLabel, R: ui.Rect{X: 960, Y: 130, W: 280, H: 44}, Size: 16})
	add("rules", &ui.Button{Label: ctx.Loc.T("lobby.rules"), KeyHint: "F1", R: ui.Rect{X: 960, Y: 186, W: 280, H: 44}, Size: 17})
	add("back", &ui.Button{Label: ctx.Loc.T("lobby.back"), R: ui.Rect{X: 40, Y: 646, W: 180, H: 52}, Size: 19})
	add("players", &ui.Button{Label: ctx.Loc.T("players.manage"), R: ui.Rect{X: 240, Y: 646, W: 220, H: 52}, Size: 19})
	add("start", &ui.Button{Label: ctx.Loc.T("lobby.start"), Primary: true, R: ui.Rect{X: 1040, Y: 646, W: 200, H: 52}, Size: 21})
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

// quickTop is where the saved players to seat with one tap begin: under
// the options.
func (l *lobbyScene) quickTop() float64 {
	if len(l.desc.Options) == 0 {
		return 242
	}
	return 276 + float64(len(l.desc.Options))*56 + 8
}

// quickCells are the places of the saved players' buttons, two a row
// under their heading, as many as fit above the bottom of the panel.
func (l *lobbyScene) quickCells(ctx *Ctx) []ui.Rect {
	var out []ui.Rect
	y0 := l.quickTop() + 34
	for i := range ctx.Players.Len() {
		r := ui.Rect{X: 960 + float64(i%2)*144, Y: y0 + float64(i/2)*46, W: 136, H: 40}
		if r.Y+r.H > 608 {
			break
		}
		out = append(out, r)
	}
	return out
}

// quickShown is how many saved players' buttons the lobby has (as many as
// fit).
func (l *lobbyScene) quickShown() int {
	n := 0
	for _, id := range l.ids {
		if strings.HasPrefix(id, "quick:") {
			n++
		}
	}
	return n
}

// freeSeat is the first visible seat without a saved player, or -1.
func (l *lobbyScene) freeSeat() int {
	for i, s := range l.seats[:l.visibleSeats()] {
		if s.Player == "" {
			return i
		}
	}
	return -1
}

// quickSeat puts player id at the first seat without a saved player: four
// friends are seated in four taps.
func (l *lobbyScene) quickSeat(ctx *Ctx, id string) {
	if i := l.freeSeat(); i >= 0 && l.seatedAt(id) < 0 {
		l.setKind(ctx, i, seatKind{human: true, player: id})
	}
}

// kinds are the seat list's choices for seat: a person, each bot level,
// each saved player (greyed when seated elsewhere) and a new player; the
// index of the seat's own kind.
func (l *lobbyScene) kinds(ctx *Ctx, seat int) ([]listItem, []seatKind, int) {
	s := l.seats[seat]
	var items []listItem
	var kinds []seatKind
	cur := 0
	items = append(items, listItem{Label: ctx.Loc.T("lobby.human")})
	kinds = append(kinds, seatKind{human: true})
	for _, lv := range l.levels[1:] {
		if !s.Human && s.Level == lv {
			cur = len(items)
		}
		items = append(items, listItem{Label: ctx.Loc.T("lobby.bot_" + lv)})
		kinds = append(kinds, seatKind{level: lv})
	}
	for _, p := range ctx.Players.All() {
		if s.Player == p.ID {
			cur = len(items)
		}
		at := l.seatedAt(p.ID)
		items = append(items, listItem{Label: p.Name, Chip: playerColour(p.Colour), Disabled: at >= 0 && at != seat})
		kinds = append(kinds, seatKind{human: true, player: p.ID})
	}
	items = append(items, listItem{Label: ctx.Loc.T("players.new_item"), Disabled: ctx.Players.Len() >= playerbook.MaxPlayers})
	kinds = append(kinds, seatKind{newPlayer: true})
	return items, kinds, cur
}

// openKinds opens the seat list of seat under its kind's button.
func (l *lobbyScene) openKinds(ctx *Ctx, seat, button int) {
	items, kinds, cur := l.kinds(ctx, seat)
	l.popup = newListPopup(l.menu.Buttons[button].R, 250, items, cur)
	l.popupSeat, l.popupKinds = seat, kinds
}

// setKind makes seat a person, a bot or a saved player. A seat that
// stops being a saved player's takes a default name nobody has.
func (l *lobbyScene) setKind(ctx *Ctx, seat int, k seatKind) {
	s := &l.seats[seat]
	if k.player != "" {
		p, ok := ctx.Players.Get(k.player)
		if !ok {
			return
		}
		*s = match.SeatSpec{Name: p.Name, Human: true, Player: p.ID}
		// A bot or person under her name takes another: one name, one
		// seat.
		for j := range l.seats {
			if o := &l.seats[j]; j != seat && o.Player == "" && strings.EqualFold(o.Name, p.Name) {
				o.Name = l.freeName(ctx)
			}
		}
		return
	}
	if s.Player != "" {
		s.Player, s.Name = "", l.freeName(ctx)
	}
	s.Human, s.Level = k.human, k.level
}

// freeName is the first default name no seat and no saved player has.
func (l *lobbyScene) freeName(ctx *Ctx) string {
	used := map[string]bool{}
	for _, s := range l.seats {
		used[strings.ToLower(s.Name)] = true
	}
	for _, p := range ctx.Players.All() {
		used[strings.ToLower(p.Name)] = true
	}
	for _, n := range defaultNames(ctx) {
		if !used[strings.ToLower(n)] {
			return n
		}
	}
	return fmt.Sprint(len(l.seats) + 1)
}

func (l *lobbyScene) controllerLabel(ctx *Ctx, s match.SeatSpec) string {
	if s.Player != "" {
		return ctx.Loc.T("players.kind_saved")
	}
	if s.Human {
		return ctx.Loc.T("lobby.human")
	}
	return ctx.Loc.T("lobby.bot_" + s.Level)
}

// Update edits names and the seed, and handles the buttons.
func (l *lobbyScene) Update(ctx *Ctx) error {
	in := ctx.In
	if l.syncPlayers(ctx) || l.quickShown() != len(l.quickCells(ctx)) {
		l.build(ctx) // back from the Players screen
	}
	if l.popup != nil {
		i, closed := l.popup.Update(in)
		if closed {
			l.popup = nil
		}
		if i >= 0 {
			l.problem = ""
			if k := l.popupKinds[i]; k.newPlayer {
				l.editing, l.newSeat, l.newName, l.pad = editNewPlayer, l.popupSeat, "", newNamePad(ctx, true)
			} else {
				l.setKind(ctx, l.popupSeat, k)
			}
		}
		l.build(ctx)
		return nil
	}
	if l.editing >= 0 {
		was := l.editing
		l.typeText(in)
		if l.editing >= 0 {
			text, accept := l.field()
			if l.pad.Update(ctx, in, text, accept, l.limit()) {
				l.editing = -1
			}
		}
		if l.editing < 0 {
			l.edited(ctx, was)
		}
		l.build(ctx)
		if l.editing >= 0 {
			return nil
		}
	}
	if in.Has(ui.IntentCancel) {
		l.remember(ctx)
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
	case "rm", "add", "opt":
		// The deal of a code is its seats and options: changed, the
		// field keeps the seed alone.
		if l.code != "" {
			l.seed, l.code = strconv.FormatUint(l.codeSeed, 10), ""
		}
	}
	if kind != "seed" {
		l.problem = ""
	}
	switch kind {
	case "name":
		l.editing, l.pad = seat, newNamePad(ctx, true)
	case "ctl":
		l.openKinds(ctx, seat, i)
	case "quick":
		l.quickSeat(ctx, arg)
	case "players":
		ctx.Push(newPlayersScene(ctx))
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
		l.remember(ctx)
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

// maxName is the longest name (or seed) in runes.
const maxName = 18

// maxCode is the longest seed field in runes: a deal code of a 64-bit seed
// with its dashes.
const maxCode = 24

// field is the text being edited and which runes it takes: digits,
// letters and dashes for the seed (a number or a deal code), any printable
// rune for a name.
func (l *lobbyScene) field() (*string, func(rune) bool) {
	switch l.editing {
	case editSeed:
		return &l.seed, func(r rune) bool {
			return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-'
		}
	case editNewPlayer:
		return &l.newName, func(r rune) bool { return r >= ' ' }
	}
	return &l.seats[l.editing].Name, func(r rune) bool { return r >= ' ' }
}

// limit is the longest text of the field being edited.
func (l *lobbyScene) limit() int {
	if l.editing == editSeed {
		return maxCode
	}
	return maxName
}

// edited takes the field typed in was once the pad closes: the seed or
// code is read, a new player created and seated, a saved player's seat
// whose name was changed is a person's.
func (l *lobbyScene) edited(ctx *Ctx, was int) {
	switch {
	case was == editSeed:
		l.readSeed(ctx)
	case was == editNewPlayer:
		if strings.TrimSpace(l.newName) == "" {
			return
		}
		p, err := ctx.Players.Add(l.newName, ctx.Players.FreeColour())
		if err != nil {
			l.problem = playerProblem(ctx, err, l.newName)
			return
		}
		if l.newSeat < l.visibleSeats() {
			l.setKind(ctx, l.newSeat, seatKind{human: true, player: p.ID})
		}
	case was >= 0 && was < len(l.seats):
		s := &l.seats[was]
		if p, ok := ctx.Players.Get(s.Player); ok && p.Name != s.Name {
			s.Player = ""
		}
	}
}

// readSeed reads the seed field: nothing is a random deal, digits a seed,
// anything else a deal code, whose game must be this one; its options and
// seat count are then set. A refusal says why.
func (l *lobbyScene) readSeed(ctx *Ctx) {
	text := strings.TrimSpace(l.seed)
	l.code, l.problem = "", ""
	if text == "" {
		return
	}
	if !dealcode.Looks(text) && !strings.Contains(text, "-") {
		if _, err := strconv.ParseUint(text, 10, 64); err != nil {
			l.problem = ctx.Loc.T("dealcode.bad_seed")
		}
		return
	}
	game, cfg, seed, err := dealcode.Decode(text)
	switch {
	case errors.Is(err, dealcode.ErrUnknownGame):
		l.problem = ctx.Loc.T("dealcode.unknown_game")
	case err != nil:
		l.problem = ctx.Loc.T("dealcode.mistyped", "Code", text)
	case game != l.game:
		l.problem = ctx.Loc.T("dealcode.other_game", "Game", ctx.Loc.T(game+".name"))
	default:
		l.opts = l.desc.Defaults(cfg.Options)
		l.narrow()
		if len(l.seats) > cfg.Seats {
			l.seats = l.seats[:cfg.Seats]
		}
		for len(l.seats) < cfg.Seats {
			l.addSeat(ctx)
		}
		l.code, l.codeSeed = dealcode.Normalize(text), seed
		l.seed = l.code
	}
}

// typeText edits the focused name or seed from a physical keyboard; Enter,
// Esc or Tab ends editing.
func (l *lobbyScene) typeText(in *ui.Input) {
	text, accept := l.field()
	if typeKeys(in, text, accept, l.limit()) {
		l.editing = -1
	}
}

// typeKeys edits text from a physical keyboard (keeping runes accept
// allows, up to limit of them) and reports whether Enter, Esc or Tab ended
// the editing.
func typeKeys(in *ui.Input, text *string, accept func(rune) bool, limit int) bool {
	for _, r := range in.Chars {
		if accept(r) && utf8.RuneCountInString(*text) < limit {
			*text += string(r)
		}
	}
	if in.Key(ebiten.KeyBackspace) && *text != "" {
		_, size := utf8.DecodeLastRuneInString(*text)
		*text = (*text)[:len(*text)-size]
	}
	if in.Has(ui.IntentConfirm) || in.Has(ui.IntentCancel) || in.Key(ebiten.KeyTab) {
		in.Intents = in.Intents[:0]
		return true
	}
	return false
}

func (l *lobbyScene) start(ctx *Ctx) error {
	seats := append([]match.SeatSpec(nil), l.seats[:l.visibleSeats()]...)
	for i := range seats {
		if strings.TrimSpace(seats[i].Name) == "" {
			seats[i].Name = defaultNames(ctx)[i]
		}
	}
	// A random deal's seed is short, so its deal code is.
	seed := dealcode.ShortSeed(l.shuffleRN.Uint64())
	switch text := strings.TrimSpace(l.seed); {
	case l.code != "":
		seed = l.codeSeed
	case text == "":
	default:
		n, err := strconv.ParseUint(text, 10, 64)
		if err != nil {
			l.readSeed(ctx) // says what is wrong with it
			if l.problem == "" {
				l.problem = ctx.Loc.T("dealcode.bad_seed")
			}
			return nil
		}
		seed = n
	}
	l.remember(ctx)
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

// hint is the line under the title: the deal of a code typed in the seed
// field, else what a chosen option means when the
// game says (<game>.option.<key>.<value>.desc, given every option's value
// under its capitalised key: {{.Target}}), else the seat range.
func (l *lobbyScene) hint(ctx *Ctx) string {
	if l.code != "" {
		return ctx.Loc.T("dealcode.applied", "Code", l.code)
	}
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
	// The language changed, or the Players screen over the lobby renamed
	// or deleted a seated player (the lobby under it is drawn, not
	// updated).
	if l.menu.Buttons[len(l.menu.Buttons)-1].Label != ctx.Loc.T("lobby.start") || l.syncPlayers(ctx) {
		l.build(ctx)
	}
	c.Panel(k.Shapes, ui.Rect{X: 24, Y: 20, W: 1232, H: 612}, 18, ui.ColPanel)
	title := ctx.Loc.T("lobby.title", "Game", ctx.Loc.T(l.game+".name"))
	c.TextIn(k.Fonts, title, ui.Rect{X: 60, Y: 34, W: 860, H: 50}, ui.Style{Size: 34, Bold: true, Color: ui.ColPrimary})
	sub, col := l.hint(ctx), ui.ColTextDim
	if l.problem != "" {
		sub, col = l.problem, ui.ColDanger
	}
	c.TextIn(k.Fonts, sub, ui.Rect{X: 60, Y: 84, W: 860, H: 30}, ui.Style{Size: 17, Bold: l.problem != "", Color: col})
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
	c.TextIn(k.Fonts, ctx.Loc.T("players.quick"), ui.Rect{X: 964, Y: l.quickTop(), W: 276, H: 28}, ui.Style{Size: 17, Color: ui.ColTextDim})
	if ctx.Players.Len() == 0 {
		for j, line := range k.Fonts.Wrap(ctx.Loc.T("players.quick_empty"), 15, 272, false) {
			c.Text(k.Fonts, line, 964, l.quickTop()+36+float64(j)*21, ui.Style{Size: 15, Color: ui.ColTextDim})
		}
	}
	l.menu.Draw(c, k)
	// The saved players' colours: a bar on their seat's name, a chip on
	// their button.
	for i, id := range l.ids {
		kind, arg, _ := strings.Cut(id, ":")
		r := l.menu.Buttons[i].R
		switch kind {
		case "quick":
			if p, ok := ctx.Players.Get(arg); ok {
				c.Panel(k.Shapes, ui.Rect{X: r.X + 7, Y: r.Y + 13, W: 14, H: 14}, 7, playerColour(p.Colour))
			}
		case "name":
			seat, _ := strconv.Atoi(arg)
			if p, ok := ctx.Players.Get(l.seats[seat].Player); ok {
				c.Panel(k.Shapes, ui.Rect{X: r.X + 8, Y: r.Y + 9, W: 8, H: r.H - 18}, 4, playerColour(p.Colour))
			}
		}
	}
	if l.popup != nil {
		l.popup.Draw(ctx, c)
	}
	if l.editing >= 0 && l.pad != nil {
		var title string
		switch l.editing {
		case editSeed:
			title = ctx.Loc.T("dealcode.pad_title")
		case editNewPlayer:
			title = ctx.Loc.T("players.new_title")
		default:
			title = ctx.Loc.T("lobby.pad_title", "N", l.editing+1)
		}
		text, _ := l.field()
		l.pad.Draw(ctx, c, title, *text)
	}
}
