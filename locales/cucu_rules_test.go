package locales

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// cucuRules are the rules of rules/cucu.md the Cucù rules reader must
// state, each with a phrase per language that says it. Rewording is fine;
// dropping a rule makes this test fail.
var cucuRules = []struct {
	rule   string
	en, vi []string
}{
	{"CU-1 the pack, rank order and the Fool",
		[]string{"The pack (40 cards)", "twenty kinds of card, two of each", "Lion −3, Mask −2, Bucket −1, Nothing 0", "the numbers I, II, III … up to X", "Inn XI, Cat XII, Horse XIII, Hunter XIIII, Cuckoo XV", "The Fool has no fixed rank"},
		[]string{"Bộ bài (40 lá)", "hai mươi loại lá, mỗi loại hai lá", "Sư Tử −3, Mặt Nạ −2, Cái Xô −1, Số Không 0", "các lá I, II, III … cho đến X", "Quán Trọ XI, Mèo XII, Ngựa XIII, Thợ Săn XIIII, Chim Cu Cu XV", "Kẻ Ngốc không có hạng cố định"}},
	{"CU-1 the specials' cues: colour and shape together",
		[]string{"by colour and by shape together", "(blue, a shield)", "(red, a broken heart)", "(amber, a double arrow)"},
		[]string{"Màu sắc và hình vẽ trên lá cùng cho biết tác dụng", "(màu xanh dương, hình tấm khiên)", "(màu đỏ, hình trái tim vỡ)", "(màu vàng cam, hình mũi tên đôi)"}},
	{"CU-2.1 seats and lives",
		[]string{"2 to 8 players; by default 4, you and three bots", "Everyone starts with 3 lives", "Lives are table points only: no money is at stake"},
		[]string{"Từ 2 đến 8 người chơi; mặc định là 4 người: bạn và ba người chơi máy", "Mỗi người bắt đầu với 3 mạng", "Mạng chỉ là điểm trên bàn chơi, không có giá trị tiền bạc"}},
	{"CU-2.2 the last player with lives wins; mid-round losses at once, the showdown's together",
		[]string{"The match ends when only one player has lives left: that player wins", "A life lost to a Hunter or a Cat counts at once, one at a time as it happens", "are all applied together and only then checked, so two players on their last life who tie both go out together"},
		[]string{"Ván kết thúc khi chỉ còn một người còn mạng: người đó thắng", "Mạng bị mất vì Thợ Săn hay Mèo được trừ ngay, từng mạng một khi việc xảy ra", "được trừ cùng một lúc rồi mới xét, nên hai người cùng còn mạng cuối mà hòa nhau thì cùng bị loại"}},
	{"CU-2.3 everyone out together: all back to 3 lives",
		[]string{"every seat, including those already out, comes back with 3 lives and the match goes on, the deal moving on as usual"},
		[]string{"tất cả mọi người, kể cả những người đã bị loại trước đó, quay lại với 3 mạng và ván tiếp tục; quyền chia bài vẫn chuyển như thường lệ"}},
	{"CU-2.4 players with no lives sit out",
		[]string{"A player with no lives left sits out the following rounds"},
		[]string{"Người đã hết mạng phải ngồi ngoài các vòng sau"}},
	{"CU-3.1, 3.2, 3.4 anticlockwise; shuffle every round; deal from the bottom, right of the dealer, dealer last; pack swaps take the top",
		[]string{"Every round the whole pack of 40 cards is shuffled", "dealt one hidden card from the bottom of the pack, starting with the player on the dealer's right and going anticlockwise, the dealer last", "its top card is the one a pack swap takes"},
		[]string{"Đầu mỗi vòng, xáo cả bộ 40 lá", "được chia một lá úp, lấy từ đáy bộ bài, bắt đầu từ người ngồi bên phải người chia bài rồi lần lượt ngược chiều kim đồng hồ; người chia bài nhận lá sau cùng", "lá trên cùng là lá sẽ được lấy khi có người đổi với bộ bài"}},
	{"CU-3.3 who plays first and who deals next",
		[]string{"the player on the dealer's right plays first, the dealer last", "In the first round the last seat deals, so the first seat plays first", "the deal passes to the next player in play order who still has lives after the showdown, even if the dealer has just gone out"},
		[]string{"người ngồi bên phải người chia bài đi trước, người chia bài đi sau cùng", "Ở vòng đầu, ghế cuối cùng chia bài, nên ghế đầu tiên đi trước", "quyền chia bài chuyển cho người kế tiếp theo thứ tự chơi mà vẫn còn mạng sau khi lật bài, kể cả khi người chia bài vừa bị loại"}},
	{"CU-4.1 keep or ask; powers only when asked",
		[]string{"Keep it. Your turn ends.", "Ask the next player to exchange.", "Powers act only when a card's holder is asked, never when its holder asks or simply holds it"},
		[]string{"Giữ bài: lượt của bạn kết thúc.", "Yêu cầu người kế tiếp đổi bài.", "Tác dụng của một lá chỉ xảy ra khi người cầm lá được yêu cầu đổi bài, không bao giờ xảy ra khi chính người đó yêu cầu người khác hay chỉ đơn giản là cầm lá"}},
	{"CU-4.2 forced swap of a card without power; asked twice in a round",
		[]string{"a number I to X, the Nothing, the Bucket, the Mask, the Lion or the Fool", "the two cards are swapped: they cannot say no", "the player you asked then takes their own turn with the card they received", "one player can be asked twice in a round, first through a Horse, then by the Horse's own holder", "Ann now holds the VII and her turn is over; Ben plays his turn with the III"},
		[]string{"một lá từ I đến X, Số Không, Cái Xô, Mặt Nạ, Sư Tử hoặc Kẻ Ngốc", "hai người đổi lá cho nhau: người được yêu cầu không được từ chối", "rồi người đó chơi lượt của mình với lá vừa nhận", "một người có thể được yêu cầu hai lần, lần đầu qua một lá Ngựa, lần sau bởi chính người cầm Ngựa", "An giờ cầm lá VII và hết lượt; Bình chơi lượt của mình với lá III"}},
	{"CU-4.3 the Cuckoo refuses, no life lost",
		[]string{"The Cuckoo refuses the exchange. Nobody loses a life, and your turn ends."},
		[]string{"Chim Cu Cu từ chối đổi bài. Không ai mất mạng, và lượt của bạn kết thúc."}},
	{"CU-4.4 the Hunter: the asker loses a life at once and keeps a live card",
		[]string{"The Hunter refuses, and you, the asker, lose 1 life at once", "you keep your card: it stays in play and can lose again at the showdown"},
		[]string{"Thợ Săn từ chối đổi bài, và bạn (người yêu cầu) mất ngay 1 mạng", "bạn giữ lá của mình: lá đó vẫn còn trong vòng và có thể khiến bạn mất thêm mạng khi lật bài"}},
	{"CU-4.5 the Horse: passed over, twice with two; the dealer's Horse means a blind, forced pack swap",
		[]string{"your request goes on to the player after them, whose card then answers", "A second Horse is passed over the same way", "The Horse's holder keeps the Horse and plays their own turn later as usual", "because it is the dealer's, you swap with the top card of the pack instead", "blind and forced (you cannot withdraw), no power applies, only you see the card you get", "your old card goes face down on top of the pack, where a later pack swap, even the dealer's, takes it"},
		[]string{"yêu cầu của bạn chuyển sang người ngồi kế sau họ; lá của người này sẽ trả lời", "Gặp lá Ngựa thứ hai thì cũng bỏ qua như vậy", "Người cầm Ngựa giữ lá Ngựa và vẫn chơi lượt của mình sau đó như thường lệ", "vì Ngựa nằm trong tay người chia bài, bạn đổi với lá trên cùng của bộ bài", "đổi mù và bắt buộc (bạn không được rút lại), không lá nào phát huy tác dụng, chỉ mình bạn thấy lá mới nhận", "lá cũ của bạn được úp lên trên cùng bộ bài: lần đổi với bộ bài sau đó, kể cả của người chia bài, sẽ lấy lá này"}},
	{"CU-4.6 the Cat: a life at once, the run of swaps undone newest first",
		[]string{"The Cat refuses and you, the asker, lose 1 life at once", "every swap this round that moved your current card is undone, newest first, until that card is back with the player it started from", "Swaps made across a Horse and forced swaps at the Inn count too; the Horse's holder is not involved", "The undo happens even if you are knocked out, unless the match is over", "the Cat's holder plays next"},
		[]string{"Mèo từ chối đổi bài và bạn (người yêu cầu) mất ngay 1 mạng", "mọi lần đổi trong vòng này đã chuyển lá bạn đang cầm đều được hoàn lại, lần mới nhất trước, cho đến khi lá đó trở về tay người cầm lúc đầu", "Các lần đổi qua lá Ngựa và các lần đổi bắt buộc ở Quán Trọ cũng được tính; người cầm Ngựa không liên quan", "Việc hoàn lại vẫn diễn ra dù bạn bị loại, trừ khi ván đã kết thúc", "người cầm Mèo chơi tiếp"}},
	{"CU-4.7 the Inn: withdraw or ask for cover; accepted, refused; cover owned by who accepted it",
		[]string{"You either withdraw, keeping your card (your turn ends), or ask the innkeeper for cover on the Nothing", "The innkeeper answers without seeing your card", "the innkeeper loses it instead, as long as the innkeeper still has a life; otherwise you lose it", "Cover refused: the swap must happen. You take the Inn, and the innkeeper takes your card and later plays their own turn with it", "You may ask for cover whatever you hold", "a loss through a tie with the Fool included", "The cover belongs to the person who accepted it, not to whoever holds the Inn at the showdown, and one innkeeper may give several covers"},
		[]string{"Bạn có thể rút lại yêu cầu và giữ lá của mình (lượt của bạn kết thúc), hoặc xin chủ quán gánh thay cho lá Số Không", "Chủ quán trả lời mà không được xem lá của bạn", "chủ quán sẽ mất mạng đó thay bạn, miễn là chủ quán vẫn còn mạng; nếu không, bạn vẫn mất mạng", "Chủ quán từ chối: bắt buộc phải đổi bài. Bạn nhận lá Quán Trọ, còn chủ quán nhận lá của bạn và sau đó chơi lượt của mình với lá này", "Bạn có thể xin gánh thay dù đang cầm lá nào", "kể cả khi bạn thua vì hòa với Kẻ Ngốc", "Lời gánh thay thuộc về người đã nhận lời, không phải người đang cầm Quán Trọ lúc lật bài, và một chủ quán có thể nhận gánh thay cho nhiều người"}},
	{"CU-4.8 the dealer's turn: keep or swap with the pack, no power",
		[]string{"they keep their card, or swap it with the top card of the rest of the pack", "No power applies to a card the dealer takes from the pack"},
		[]string{"người chia bài giữ lá của mình, hoặc đổi lá đó với lá trên cùng của phần bộ bài còn lại", "Lá người chia bài lấy từ bộ bài không phát huy tác dụng gì"}},
	{"CU-4.9 knocked out: only the asker; the dead card",
		[]string{"Only the player who is asking can lose a life during a round", "is knocked out: their card, after any undo by the Cat, is dead", "A dead card is ignored at the showdown, never shown and never moved again, and its holder takes no further part in the round"},
		[]string{"Trong một vòng, chỉ người đang yêu cầu đổi bài mới có thể mất mạng", "bị loại: lá của họ, sau khi Mèo hoàn lại các lần đổi (nếu có), trở thành lá chết", "Lá chết không được tính khi lật bài, không bao giờ được lật ra và không bao giờ được di chuyển nữa; người cầm lá đó không tham gia gì thêm trong vòng"}},
	{"CU-5.1, 5.2 reveal; the lowest rank loses, ties all lose",
		[]string{"All players still in the round reveal their cards; dead cards are left out", "every player holding a card of that rank loses 1 life, so ties all lose"},
		[]string{"Mọi người còn trong vòng lật bài; các lá chết bị bỏ qua", "mọi người cầm lá có hạng đó đều mất 1 mạng, nên nếu hòa thì tất cả cùng thua"}},
	{"CU-5.3, 5.6 the Cuckoo's immunity, at the showdown only",
		[]string{"The Cuckoo never loses a life at the showdown, even as the lowest card or the only live card; two Cuckoos as the lowest cards cost nobody a life", "a Cuckoo's holder who asks into a Hunter or a Cat loses that life like anyone"},
		[]string{"Chim Cu Cu không bao giờ mất mạng khi lật bài, kể cả khi là lá thấp nhất hay là lá duy nhất còn được tính; hai lá Chim Cu Cu cùng thấp nhất thì không ai mất mạng", "người cầm Chim Cu Cu mà yêu cầu đổi bài và gặp Thợ Săn hay Mèo vẫn mất mạng như mọi người"}},
	{"CU-5.4 the Fool: one ties with the lowest, two rank 14½, live cards only",
		[]string{"With exactly one Fool among the live cards, it ties with the lowest other live card", "If every other live card is a Cuckoo, only the Fool loses", "both rank 14½, above the Hunter and below the Cuckoo", "a dead Fool leaves a single live Fool under the one-Fool rule"},
		[]string{"có đúng một Kẻ Ngốc, lá này hòa với lá thấp nhất trong các lá khác còn được tính", "Nếu mọi lá khác còn được tính đều là Chim Cu Cu, chỉ Kẻ Ngốc thua", "cả hai đều xếp hạng 14,5, trên Thợ Săn và dưới Chim Cu Cu", "một Kẻ Ngốc là lá chết thì không được tính, nên Kẻ Ngốc duy nhất còn được tính vẫn theo luật một Kẻ Ngốc"}},
	{"CU-5.5, 4.7 the cover at the showdown: the innkeeper's own loss first",
		[]string{"An accepted Inn cover may move the loss of the Nothing's holder to the innkeeper", "The innkeeper's own loss is applied first; a covered loss moves only if the innkeeper still has a life, otherwise it stays with the asker"},
		[]string{"Lời gánh thay ở Quán Trọ có thể chuyển việc mất mạng của người cầm Số Không sang chủ quán", "Nếu chính chủ quán cũng thua, chủ quán bị trừ mạng của mình trước; mạng được gánh thay chỉ chuyển sang nếu chủ quán vẫn còn mạng, nếu không thì người yêu cầu vẫn mất mạng đó"}},
	{"CU-5.7 then the next round, next dealer",
		[]string{"Then the next round starts with the next dealer"},
		[]string{"Rồi vòng mới bắt đầu với người chia bài kế tiếp"}},
	{"CU-6 what each seat knows",
		[]string{"Everyone sees every request and whom it went to, every card revealed by a power, the choices at the Inn, which players swapped, the Cat's undoing, who kept, and everyone's lives", "Only the two players in a swap see both cards, and only a player who swaps with the pack sees the card they get", "A card you have seen stays known to you as it moves through swaps and undos", "dead cards never are", "Bots see exactly the same"},
		[]string{"Mọi người đều thấy từng yêu cầu đổi bài và người được yêu cầu, mọi lá được lật ra do tác dụng của lá đặc biệt, các lựa chọn ở Quán Trọ, những ai đã đổi bài với nhau, các lần Mèo hoàn lại, ai đã giữ bài, và số mạng của mọi người", "Chỉ hai người đổi bài với nhau mới thấy cả hai lá, và chỉ người đổi với bộ bài mới thấy lá mình nhận", "Lá nào bạn đã thấy thì bạn vẫn biết khi lá đó đi qua các lần đổi và hoàn lại", "lá chết thì không bao giờ", "Người chơi máy cũng chỉ thấy đúng những điều này"}},
	{"CU-6b kept on purpose against tradition",
		[]string{"the Cuckoo blocks only the request made to it, not the whole round", "the card the dealer takes from the pack carries no penalty", "two Fools rank 14½ and do not gain a life", "the Cat costs the asker a life", "the Inn gives cover on the Nothing, and the cover is not bought"},
		[]string{"Chim Cu Cu chỉ chặn yêu cầu gửi đến người cầm lá, không chặn cả vòng", "lá người chia bài lấy từ bộ bài không bị phạt", "hai Kẻ Ngốc xếp hạng 14,5 và không được thêm mạng", "Mèo khiến người yêu cầu mất mạng", "Quán Trọ cho gánh thay lá Số Không, và lời gánh thay không phải trả tiền"}},
	{"CU-7.1 the Cat undoes the chain",
		[]string{"Ann holds a III, Ben a VII, Cleo a IX, and Dan, the dealer, the Cat", "Cleo asks Dan: the Cat! Cleo loses a life", "Ben and Cleo swap back (Ben III, Cleo IX), then Ann and Ben (Ann III, Ben VII). Then Dan, the dealer, plays his turn."},
		[]string{"An cầm lá III, Bình lá VII, Chi lá IX, còn Dũng, người chia bài, cầm Mèo", "Chi yêu cầu Dũng đổi: gặp Mèo! Chi mất một mạng", "Bình và Chi đổi lại (Bình III, Chi IX), rồi đến An và Bình (An III, Bình VII). Sau đó Dũng, người chia bài, chơi lượt của mình."}},
	{"CU-7.2 the Horse passes the request on",
		[]string{"Ann asks Ben, who holds a Horse; Cleo, after him, holds a V. Ann and Cleo swap. Ben keeps the Horse and plays next."},
		[]string{"An yêu cầu Bình đổi bài; Bình cầm Ngựa, còn Chi, ngồi kế sau Bình, cầm lá V. An và Chi đổi lá cho nhau. Bình giữ lá Ngựa và chơi lượt kế tiếp."}},
	{"CU-7.3 one Fool ties with the lowest",
		[]string{"live cards Fool, IV, IV and IX: the Fool's holder and both holders of a IV lose a life"},
		[]string{"các lá còn được tính là Kẻ Ngốc, IV, IV và IX: người cầm Kẻ Ngốc và cả hai người cầm lá IV đều mất một mạng"}},
	{"CU-7.4 a Fool among Cuckoos loses alone",
		[]string{"live cards Fool, Cuckoo and Cuckoo: only the Fool loses"},
		[]string{"các lá còn được tính là Kẻ Ngốc, Chim Cu Cu và Chim Cu Cu: chỉ Kẻ Ngốc thua"}},
	{"CU-7.5 two Fools rank 14½",
		[]string{"live cards Fool, Fool, Cuckoo and X: the X is the lowest, so only the X loses; the two Fools rank 14½"},
		[]string{"các lá còn được tính là Kẻ Ngốc, Kẻ Ngốc, Chim Cu Cu và X: lá X thấp nhất, nên chỉ người cầm lá X thua; hai Kẻ Ngốc xếp hạng 14,5"}},
}

func TestCucuRulesCover(t *testing.T) {
	for _, lang := range Supported() {
		text := New(lang).T("cucu.rules")
		for _, r := range cucuRules {
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

// TestCucuRulesShape: both languages have the same sections, among them
// one for each of the five specials and one for the showdown.
func TestCucuRulesShape(t *testing.T) {
	headings := func(lang string) []string {
		var out []string
		for _, line := range strings.Split(New(lang).T("cucu.rules"), "\n") {
			if strings.HasPrefix(line, "# ") {
				out = append(out, line[2:])
			}
		}
		return out
	}
	en, vi := headings("en"), headings("vi")
	assert.GreaterOrEqual(t, len(en), 15)
	assert.Equal(t, len(en), len(vi), "en %q\nvi %q", en, vi)
	for lang, want := range map[string][]string{
		"en": {"The Cuckoo (XV)", "The Hunter (XIIII)", "The Horse (XIII)", "The Cat (XII)", "The Inn (XI)", "The showdown", "The Fool"},
		"vi": {"Chim Cu Cu (XV)", "Thợ Săn (XIIII)", "Ngựa (XIII)", "Mèo (XII)", "Quán Trọ (XI)", "Lật bài", "Kẻ Ngốc"},
	} {
		got := en
		if lang == "vi" {
			got = vi
		}
		for _, h := range want {
			assert.Contains(t, got, h, "%s: no section %q", lang, h)
		}
	}
}

// cucuKeys are the engine's card keys (Descriptor.Cards), listed here so
// this test needs no engine package.
var cucuKeys = []string{
	"cuckoo", "hunter", "horse", "cat", "inn", "nothing", "bucket", "mask", "lion", "fool",
	"n1", "n2", "n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10",
}

// TestCucuNamed: every card has its name, its text and its face label, and
// the game its name, pitch and rules.
func TestCucuNamed(t *testing.T) {
	for _, lang := range Supported() {
		l := New(lang)
		ids := []string{"cucu.name", "cucu.pitch", "cucu.rules"}
		for _, k := range cucuKeys {
			ids = append(ids, "cucu.card."+k+".name", "cucu.card."+k+".text", "cucu.face."+k)
		}
		for _, id := range ids {
			assert.True(t, l.Has(id), "%s: missing %s", lang, id)
		}
	}
	assert.Equal(t, "Cucù", New("en").T("cucu.name"))
	assert.Equal(t, "Cucù", New("vi").T("cucu.name"))
}

// TestCucuCardNames: the glossary of rules/cucu.md, and numbers named by
// their value with the pack's numeral.
func TestCucuCardNames(t *testing.T) {
	glossary := map[string][2]string{
		"cuckoo": {"Cuckoo", "Chim Cu Cu"}, "hunter": {"Hunter", "Thợ Săn"}, "horse": {"Horse", "Ngựa"},
		"cat": {"Cat", "Mèo"}, "inn": {"Inn", "Quán Trọ"}, "nothing": {"Nothing", "Số Không"},
		"bucket": {"Bucket", "Cái Xô"}, "mask": {"Mask", "Mặt Nạ"}, "lion": {"Lion", "Sư Tử"}, "fool": {"Fool", "Kẻ Ngốc"},
		"n7": {"Seven (VII)", "Bảy (VII)"}, "n4": {"Four (IV)", "Bốn (IV)"}, "n10": {"Ten (X)", "Mười (X)"},
	}
	for key, names := range glossary {
		assert.Equal(t, names[0], New("en").T("cucu.card."+key+".name"), key)
		assert.Equal(t, names[1], New("vi").T("cucu.card."+key+".name"), key)
	}
	// Each card's text gives its rank (the Fool has none).
	ranks := map[string]string{"cuckoo": "XV", "hunter": "XIIII", "horse": "XIII", "cat": "XII", "inn": "XI",
		"nothing": "0", "bucket": "−1", "mask": "−2", "lion": "−3", "n1": "I", "n9": "IX"}
	for key, r := range ranks {
		assert.Contains(t, New("en").T("cucu.card."+key+".text"), "Rank "+r, key)
		assert.Contains(t, New("vi").T("cucu.card."+key+".text"), "Hạng "+r, key)
	}
}

// TestCucuViTerms: one term per idea across Cucù's Vietnamese texts, and
// numbers the Vietnamese way.
func TestCucuViTerms(t *testing.T) {
	for id, m := range load("vi").messages {
		if !strings.HasPrefix(id, "cucu.") {
			continue
		}
		for _, f := range forms(m) {
			// Lives are "mạng", never "điểm" or "mạng sống".
			assert.NotContains(t, f, "mạng sống", "vi %s", id)
			// The garbled source's "nhà trọ" and "chim cúc cu": the glossary
			// says Quán Trọ and Chim Cu Cu.
			assert.NotContains(t, f, "nhà trọ", "vi %s", id)
			assert.NotContains(t, f, "cúc cu", "vi %s", id)
			// 14½ (or 14,5), never 14.5.
			assert.NotContains(t, f, "14.5", "vi %s", id)
		}
	}
	for _, lang := range Supported() {
		assert.NotContains(t, New(lang).T("cucu.rules"), "14.5", lang)
	}
}
