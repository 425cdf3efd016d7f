package locales

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"cardtable/engine/dos"
)

// dosRules are the rules of rules/dos.md the DOS rules reader must state,
// each with a phrase per language that says it. Rewording is fine;
// dropping a rule makes this test fail.
var dosRules = []struct {
	rule   string
	en, vi []string
}{
	{"DOS-1 composition", // 108 cards, per colour 3×1,3,4,5, 2×6–10, 2 Wild #; 12 Wild DOS
		[]string{"The cards (108)", "three each of 1, 3, 4 and 5; two each of 6, 7, 8, 9 and 10; two Wild # cards", "12 Wild DOS cards, with no colour", "the Wild DOS is the 2"},
		[]string{"Bộ bài (108 lá)", "mỗi số 1, 3, 4 và 5 có ba lá; mỗi số 6, 7, 8, 9 và 10 có hai lá; thêm hai lá Wild #", "12 lá Wild DOS, không có màu", "lá Wild DOS chính là lá 2"}},
	{"DOS-1 symbols", // colour is never the only cue
		[]string{"red circle, blue square, green triangle, yellow star"},
		[]string{"đỏ là hình tròn, xanh dương là hình vuông, xanh lá là hình tam giác, vàng là ngôi sao"}},
	{"DOS-2 setup", // random first dealer passing left, 7 cards, Centre Row of 2, left of dealer starts
		[]string{"chosen at random", "the deal passes to the player on the dealer's left", "dealt 7 cards", "Two cards are turned face up", "The player on the dealer's left starts, and play goes clockwise"},
		[]string{"được chọn ngẫu nhiên", "người ngồi bên trái người chia bài sẽ chia vòng sau", "được chia 7 lá", "Lật ngửa 2 lá ra giữa bàn: đó là khu vực trung tâm", "Người ngồi bên trái người chia bài đi trước, rồi lần lượt theo chiều kim đồng hồ"}},
	{"DOS-3.1, 3b.1 match or draw, drawing allowed when a match exists",
		[]string{"you must either make at least one match or draw a card", "You may draw even when you could match"},
		[]string{"bạn phải khớp ít nhất một lần hoặc bốc một lá", "Bạn vẫn được bốc dù có thể khớp"}},
	{"DOS-3.2 single match",
		[]string{"Play 1 card with the same number as a Centre Row card. Colour does not matter."},
		[]string{"Đánh 1 lá có cùng số với một lá ở khu vực trung tâm, không cần quan tâm đến màu."}},
	{"DOS-3.3 double match",
		[]string{"Play exactly 2 cards whose numbers add up to a Centre Row card's number", "1 + 3 = 4: a double match"},
		[]string{"Đánh đúng 2 lá có tổng bằng số của một lá ở khu vực trung tâm", "1 + 3 = 4: đó là khớp đôi"}},
	{"DOS-3.4 once per Centre card, one match per hand card, several matches",
		[]string{"Each Centre Row card can be matched only once per turn, and each card from your hand serves only one match", "You may match several Centre Row cards in one turn"},
		[]string{"Mỗi lá ở khu vực trung tâm chỉ được khớp một lần mỗi lượt, và mỗi lá trên tay chỉ dùng cho một lần khớp", "bạn có thể lần lượt khớp với nhiều lá ở khu vực trung tâm"}},
	{"DOS-3.5 colour-match bonuses, with examples",
		[]string{"Single colour match: your card has the Centre card's colour", "Double colour match: both your cards have the Centre card's colour. Every other player draws 1 card at once", "you play a red 7 on a red 7", "a red 5 and a Wild DOS played as a red 2"},
		[]string{"Khớp màu đơn: lá bạn đánh cùng màu với lá ở khu vực trung tâm", "Khớp màu đôi: cả 2 lá bạn đánh đều cùng màu với lá ở khu vực trung tâm. Mọi người chơi khác phải bốc 1 lá ngay lập tức", "bạn đánh lá 7 đỏ lên lá 7 đỏ", "lá 5 đỏ cùng một lá Wild DOS dùng làm lá 2 đỏ"}},
	{"DOS-3.6 drawing",
		[]string{"only if you have not matched this turn, and only once", "If you then make no match, you must put 1 card from your hand face up in the Centre Row", "A player who has matched may not draw"},
		[]string{"chỉ khi bạn chưa khớp lần nào trong lượt này, và chỉ một lần", "Nếu sau đó bạn không khớp lần nào, bạn phải đặt ngửa 1 lá từ tay xuống khu vực trung tâm", "Đã khớp thì không được bốc nữa"}},
	{"DOS-3b.3 End only after a match or a draw; after End only placements",
		[]string{"You can end your turn only after matching at least once or drawing; once you end it, you can no longer match or draw, only place the cards you owe"},
		[]string{"Chỉ được kết thúc lượt sau khi đã khớp ít nhất một lần hoặc đã bốc bài; khi đã kết thúc lượt, bạn không được khớp hay bốc nữa, chỉ còn đặt các lá phải đặt"}},
	{"DOS-3b.6 the turn's matched piles are not reshuffled",
		[]string{"Cards matched during the current turn are not in the discard pile yet, so they are not shuffled in"},
		[]string{"Các lá vừa khớp trong lượt này chưa vào chồng bài bỏ nên không được xáo cùng"}},
	{"DOS-5.2, 5.6 the example: set aside during the turn, drawn at once after it",
		[]string{"During your turn, the 2 penalty cards are set aside and join your hand at the end of it; after your turn, until the next player matches or draws, you draw them at once"},
		[]string{"Nếu vẫn đang trong lượt của bạn, 2 lá phạt được úp chờ và nhập vào tay khi hết lượt; nếu lượt của bạn đã xong nhưng người kế tiếp chưa khớp hay bốc, bạn bốc ngay 2 lá"}},
	{"DOS-5.5 a catch names its target, the first accepted settles it",
		[]string{"A catch names the player caught; if several players catch at once, only the first accepted catch counts"},
		[]string{"Khi bắt lỗi phải chỉ rõ bắt ai; nếu nhiều người cùng bắt lỗi, chỉ lần bắt lỗi đầu tiên được chấp nhận có hiệu lực"}},
	{"DOS-3.7, 3b.3, 3b.4 end of turn order, compulsory placements, no maximum",
		[]string{"go to the discard pile", "refilled from the draw pile until it holds 2 cards", "Then you place the cards you owe", "You must place every card you owe while you still hold cards", "Placed cards never count toward the refill to 2", "no maximum size"},
		[]string{"được đưa vào chồng bài bỏ", "bổ sung vào khu vực trung tâm cho đủ 2 lá", "Sau đó bạn đặt các lá phải đặt", "bạn bắt buộc phải đặt đủ các lá này", "Các lá đặt thêm không được tính vào việc bổ sung cho đủ 2 lá", "không giới hạn số lá"}},
	{"DOS-3.8, 3b.5 empty draw pile",
		[]string{"the discard pile is shuffled to make a new draw pile", "drawing from two empty piles still counts as your draw"},
		[]string{"xáo chồng bài bỏ thành chồng bài bốc mới", "bốc khi cả hai chồng đều trống vẫn được tính là lần bốc của bạn"}},
	{"DOS-3b.7 double-colour-match draws clockwise, none left",
		[]string{"clockwise from your left", "If no card is left to draw, that player gets nothing, and you still place your card"},
		[]string{"bắt đầu từ người ngồi bên trái bạn", "Nếu không còn lá nào để bốc, người đó không nhận được gì, và bạn vẫn đặt lá của mình"}},
	{"DOS-3b.8 hand emptied mid-turn",
		[]string{"If a player empties their hand in the middle of their turn with nothing pending, the round ends at once"},
		[]string{"Nếu một người hết bài giữa lượt mà không còn việc gì phải làm, vòng chơi kết thúc ngay lập tức"}},
	{"DOS-4.1 Wild DOS",
		[]string{"Wild DOS in your hand: a 2 of any colour", "Wild DOS in the Centre Row: the player who matches it chooses its colour"},
		[]string{"Lá Wild DOS trên tay: là lá 2 màu bất kỳ", "Lá Wild DOS ở khu vực trung tâm: người khớp với lá này chọn màu cho lá"}},
	{"DOS-4.2, 4.5 Wild #",
		[]string{"Wild # in your hand: any number from 1 to 10", "It keeps its printed colour", "Wild # in the Centre Row: the player who matches it chooses its number", "a number from 2 to 10", "compares with its printed colour"},
		[]string{"Lá Wild # trên tay: là số bất kỳ từ 1 đến 10", "Lá này giữ nguyên màu in trên lá", "Lá Wild # ở khu vực trung tâm: người khớp với lá này chọn số cho lá", "một số từ 2 đến 10", "dùng màu in trên lá Wild #"}},
	{"DOS-4.3, 4.4 colours after choices, two colours on a Wild DOS, giving up a bonus",
		[]string{"A colour match needs the same colours after these choices", "the Wild DOS takes one colour, so it cannot match both", "you may choose a value that gives up a bonus"},
		[]string{"Muốn khớp màu, các màu phải giống nhau sau khi đã chọn", "lá Wild DOS chỉ nhận một màu, nên không thể cùng màu với cả hai lá", "có thể chọn một giá trị khiến mình mất thưởng"}},
	{"DOS-5.1, 5.4 calling",
		[]string{"When you hold exactly 2 cards, call “DOS!”", "until the next player takes their first action", "A call with any other number of cards is refused"},
		[]string{"Khi trên tay còn đúng 2 lá, hãy hô “DOS!”", "cho đến khi người chơi kế tiếp thực hiện hành động đầu tiên", "Hô khi số lá trên tay khác 2 sẽ bị từ chối"}},
	{"DOS-5.2, 5.6 catching and penalty cards",
		[]string{"The caught player draws 2 cards", "set aside face down and join their hand at the end of the turn", "the player is not out, even with an empty hand"},
		[]string{"Người bị bắt lỗi phải bốc 2 lá", "được úp riêng một bên và chỉ nhập vào bài trên tay khi hết lượt", "người này chưa được tính là hết bài, kể cả khi trên tay không còn lá nào"}},
	{"DOS-5.3, 8 wrong catches refused and free",
		[]string{"is refused. A wrong catch costs nothing"},
		[]string{"sẽ bị từ chối. Bắt lỗi sai không bị phạt gì"}},
	{"DOS-5.5 catchable window",
		[]string{"whenever your hand becomes exactly 2 cards by any means, even outside your turn", "until the first match or draw of the next turn", "The next player may catch you as their very first act"},
		[]string{"bất cứ khi nào trên tay trở thành đúng 2 lá, dù bằng cách nào, kể cả ngoài lượt của mình", "đến lần khớp hay lần bốc đầu tiên của lượt tiếp theo", "Người chơi kế tiếp có thể bắt lỗi bạn ngay từ hành động đầu tiên của mình"}},
	{"DOS-6.1 round end after double-colour draws, owed placements skipped",
		[]string{"after any cards the others must draw for that player's double colour match", "Cards the winner still owes to the Centre Row are skipped"},
		[]string{"sau khi những người khác đã bốc các lá do lần khớp màu đôi của người đó", "Những lá người thắng còn phải đặt xuống khu vực trung tâm được bỏ qua"}},
	{"DOS-6.2 scoring table",
		[]string{"number card: its face value", "Wild DOS: 20 points", "Wild #: 40 points", "7 + 20 + 40 = 67"},
		[]string{"lá số: bằng số in trên lá", "lá Wild DOS: 20 điểm", "lá Wild #: 40 điểm", "7 + 20 + 40 = 67"}},
	{"DOS-6.3 match to 200",
		[]string{"The first player to reach 200 points wins the match"},
		[]string{"Người đầu tiên đạt 200 điểm sẽ thắng ván"}},
	{"DOS-6.4 first-out variant",
		[]string{"the first player to empty their hand wins the match at once, with no scoring"},
		[]string{"người đầu tiên hết bài trên tay thắng ván ngay lập tức, không tính điểm"}},
	{"DOS-7 public information",
		[]string{"# What each player can see", "how many cards each other player holds", "the whole discard pile", "Bots see exactly the same"},
		[]string{"# Mỗi người chơi thấy được gì", "số lá trên tay mỗi người khác", "toàn bộ chồng bài bỏ", "Người chơi máy cũng chỉ thấy đúng những điều này"}},
}

func TestDOSRulesCover(t *testing.T) {
	for _, lang := range Supported() {
		// Names keep no-break spaces ("Wild DOS"), so a line never breaks
		// inside one; the phrases are written with plain spaces.
		text := strings.ReplaceAll(New(lang).T("dos.rules"), "\u00a0", " ")
		for _, r := range dosRules {
			phrases := r.en
			if lang == "vi" {
				phrases = r.vi
			}
			for _, p := range phrases {
				assert.Contains(t, text, p, "%s rules reader: %s", lang, r.rule)
			}
		}
	}
}

// TestDOSRulesShape: both languages have the same sections.
func TestDOSRulesShape(t *testing.T) {
	count := func(lang string) int {
		n := 0
		for _, line := range strings.Split(New(lang).T("dos.rules"), "\n") {
			if strings.HasPrefix(line, "# ") {
				n++
			}
		}
		return n
	}
	if en, vi := count("en"), count("vi"); en < 10 || en != vi {
		t.Errorf("rules headings: en %d, vi %d", en, vi)
	}
}

// TestDOSNamed: every card kind, colour and lobby option has its texts.
func TestDOSNamed(t *testing.T) {
	for _, lang := range Supported() {
		l := New(lang)
		var ids []string
		for _, c := range dos.Kinds {
			ids = append(ids, "dos.card."+c.Key()+".name", "dos.card."+c.Key()+".text")
		}
		for _, c := range dos.Colours {
			ids = append(ids, "dos.colour."+c.Key(), "dos.colour."+c.Key()+".inline", "dos.colour."+c.Key()+".symbol")
		}
		for _, v := range []string{"points", "firstout"} {
			ids = append(ids, "dos.option.mode."+v, "dos.option.mode."+v+".desc")
		}
		ids = append(ids, "dos.name", "dos.pitch", "dos.rules", "dos.option.mode")
		for _, id := range ids {
			assert.True(t, l.Has(id), "%s: missing %s", lang, id)
		}
	}
}

// TestDOSCardNames: card names read naturally with the inline colour:
// colour first in English, after the number in Vietnamese.
func TestDOSCardNames(t *testing.T) {
	name := func(lang string, c dos.Card) string {
		l := New(lang)
		return l.T("dos.card."+c.Key()+".name", "Value", c.Rank(), "Colour", l.T("dos.colour."+c.Colour().Key()+".inline"))
	}
	assert.Equal(t, "red\u00a07", name("en", dos.NumberCard(dos.Red, 7)))
	assert.Equal(t, "7\u00a0đỏ", name("vi", dos.NumberCard(dos.Red, 7)))
	// No-break spaces inside the names: a log line never breaks in one.
	assert.Equal(t, "blue\u00a0Wild\u00a0#", name("en", dos.WildNumber(dos.Blue)))
	assert.Equal(t, "Wild\u00a0#\u00a0xanh\u00a0dương", name("vi", dos.WildNumber(dos.Blue)))
	assert.Equal(t, "Wild\u00a0DOS", name("vi", dos.WildDOS))
}

// TestDOSViTerms: the glossary of rules/dos.md holds in every Vietnamese
// DOS text, and the rulebook's loose variants stay out.
func TestDOSViTerms(t *testing.T) {
	rules := New("vi").T("dos.rules")
	for _, term := range []string{"khu vực trung tâm", "khớp đơn", "khớp đôi", "thưởng khớp màu", "khớp màu đơn", "khớp màu đôi", "chồng bài bốc", "chồng bài bỏ"} {
		assert.Contains(t, rules, term)
	}
	for id, m := range load("vi").messages {
		if !strings.HasPrefix(id, "dos.") {
			continue
		}
		for _, f := range forms(m) {
			// The rulebook also says "khu trung tâm"; one term only.
			assert.NotContains(t, f, "khu trung tâm", "vi %s", id)
			// Drawing is "bốc", as in the rulebook (not "rút", Flip 7's Hit).
			assert.NotContains(t, f, "rút", "vi %s", id)
			assert.NotContains(t, f, "bóc", "vi %s", id)
		}
	}
}
