package locales

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// reviewedTexts are the editor's findings on the Cucù and Flip 7 texts
// (reviews cucu-texts and flip7-recheck), each as a message with template
// data, the phrase per language its text now says, and the phrase it must
// no longer say. Rewording is fine; undoing a finding fails.
var reviewedTexts = []struct {
	finding string
	id      string
	data    []any
	en, vi  string // must contain
	notEn   string // must not contain ("" none)
	notVi   string
}{
	{"cucu 1 CU-4.7 the cover needs the innkeeper's life", "cucu.card.inn.text", nil,
		"if they still have one", "miễn là chủ quán còn mạng", "", ""},
	{"cucu 1", "cucu.ui.inn.asker_cover", []any{"Innkeeper", "Dũng"}, "(if Dũng still has a life)", "(nếu Dũng vẫn còn mạng)", "", ""},
	{"cucu 1", "cucu.ui.inn.keeper_accept", []any{"Asker", "Chi"}, "if you still have one after your own loss", "nếu sau khi trừ mạng của chính bạn, bạn vẫn còn mạng", "", ""},
	{"cucu 2 CU-6 the innkeeper does not see the card", "cucu.hint.cover_accept", []any{"Risk", "10%"},
		"the chance that the asker ends the round on a losing Nothing", "khả năng người xin cầm Số Không", "asker's Nothing costs", "lá Số Không của người xin"},
	{"cucu 3 the Inn pauses, it does not protect", "cucu.rules", nil, "the Inn pauses it", "Quán Trọ tạm dừng việc đổi bài", "the Inn protect", "Quán Trọ bảo vệ"},
	{"cucu 4 a request, not a swap", "cucu.ui.ask_to", []any{"Name", "Dũng"}, "Ask Dũng", "Yêu cầu Dũng đổi", "", "Đổi với"},
	{"cucu 5 the dealer, not the deal", "cucu.ui.dealer", nil, "Dealer", "Người chia", "", ""},
	{"flip7 5", "table.dealer_chip", nil, "Dealer", "Người chia", "", ""},
	{"cucu 6", "cucu.ui.odds_hidden", nil, "Odds panel is off", "Bảng xác suất đang tắt", "", ""},
	{"cucu 7 lá còn được tính", "cucu.rules", nil, "live card", "lá còn được tính", "", "lá còn sống"},
	{"cucu 8 the showdown names holders", "cucu.log.held", []any{"Name", "An", "Card", "X"}, "An holds the X", "An cầm X", "", ""},
	{"cucu 9 each loss once", "cucu.log.revealed_hunter", []any{"Name", "An", "Asker", "Bình"}, "the exchange is refused.", "từ chối đổi bài.", "loses a life", "mất một mạng"},
	{"cucu 9", "cucu.log.revealed_cat", []any{"Name", "An", "Asker", "Bình"}, "swaps are undone", "được hoàn lại", "loses a life", "mất một mạng"},
	{"cucu 10 a tie is not one life shared", "cucu.score.verdict", []any{"Card", "X", "Names", "An, Bình", "Count", 2}, "each lose a life", "người mất một mạng: An, Bình", "", ""},
	{"cucu 11 articles", "cucu.log.dealt_own", []any{"Name", "An", "Card", "Cuckoo"}, "is dealt the Cuckoo", "", "", ""},
	{"cucu 12 options, not events", "cucu.log.revealed_inn", []any{"Name", "An", "Asker", "Bình"}, "Bình may withdraw", "Bình có thể rút lại", "", ""},
	{"cucu 13", "cucu.log.passed_pack", []any{"Name", "An", "Asker", "Bình"}, "An is the dealer, so nobody comes after the Horse", "An là người chia bài nên không còn ai sau lá Ngựa", "", ""},
	{"cucu 14", "cucu.hint.ask", []any{"Name", "An", "Keep", "30%", "Ask", "20%"}, "keeping, your card loses 30% of the time", "giữ thì", "", ""},
	{"cucu 15", "cucu.score.cover", []any{"Name", "An", "Asker", "Bình"}, "lost a life in place of Bình", "mất mạng thay cho Bình (cầm Số Không)", "", ""},
	{"cucu 16", "cucu.log.withdrew", []any{"Asker", "An", "Innkeeper", "Bình"}, "withdraws", "rút lại yêu cầu trước Quán Trọ", "", ""},
	{"cucu 17", "cucu.results.sub", []any{"Count", 8}, "after 8 rounds", "Người cuối cùng còn mạng, sau 8 vòng", "", "còn mạng: còn"},
	{"cucu 18", "cucu.rules", nil, "you, the asker,", "bạn (người yêu cầu) mất ngay 1 mạng", "", "bạn, người yêu cầu,"},
	{"cucu 19", "cucu.rules", nil, "14½", "14,5", "", "14½"},
	{"cucu 20", "cucu.ui.odds_fool", nil, "lowest other live card", "trong các lá còn được tính", "", ""},
	{"cucu 21", "cucu.ui.banner.cuckoo", nil, "Cuckoo! Exchange refused", "Chim Cu Cu! Từ chối đổi bài", "—", "—"},
	{"flip7 1 F7-6.5 the target as chosen", "flip7.rules", []any{"Target", "150"}, "(150 points, chosen in the lobby)", "(150 điểm, chọn ở phòng chờ)", "200", "200"},
	{"flip7 1", "flip7.pitch", nil, "race to the target score", "đua tới điểm mục tiêu", "200", "200"},
	{"flip7 2 the highest total wins", "flip7.rules", []any{"Target", "200"}, "Score the most points over several rounds", "Ghi nhiều điểm nhất qua nhiều vòng chơi", "Be the first", "Hãy là người đầu tiên"},
	{"flip7 3 F7-7", "flip7.rules", []any{"Target", "200"}, "# What everyone can see", "# Mọi người thấy gì", "", ""},
	{"flip7 4 a round, not a match", "flip7.hint.target", []any{"Name", "An", "Count", "32"}, "32 simulated rounds", "32 vòng mô phỏng", "", "ván"},
	{"flip7 6", "flip7.status.active", nil, "In play", "Còn trong vòng", "", ""},
	{"flip7 7", "flip7.rules", []any{"Target", "200"}, "yourself included", "tùy bạn chọn", "", "tuỳ"},
	{"flip7 7", "lobby.options", nil, "Options", "Tùy chọn", "", ""},
	{"flip7 8", "flip7.ui.odds_hidden", nil, "Odds panel is off", "Bảng xác suất đang tắt", "", ""},
	{"flip7 9", "flip7.rules", []any{"Target", "200"}, "themselves included", "kể cả chính mình, để nhận lá đó", "", "để nhận nó"},
	{"flip7 10", "flip7.rules", []any{"Target", "200"}, "you bust", "bạn bị loại khỏi vòng này và được 0 điểm", "", ""},
	{"flip7 11", "flip7.log.tie_play_on", []any{"Points", 210}, "another round is played", "Nhiều người cùng dẫn đầu với 210 điểm: chơi thêm vòng", "", ""},
	{"flip7 12", "flip7.option.solo.on", nil, "On", "Bật", "", ""},
	{"flip7 13", "flip7.log.deal", []any{"Name", "An", "Card", "7"}, "An is dealt: 7.", "An được chia lá 7.", "", ""},
}

func TestReviewedTexts(t *testing.T) {
	for _, r := range reviewedTexts {
		for _, lang := range Supported() {
			text := New(lang).T(r.id, r.data...)
			want, not := r.en, r.notEn
			if lang == "vi" {
				want, not = r.vi, r.notVi
			}
			if want != "" {
				assert.Contains(t, text, want, "%s %s: %s", lang, r.id, r.finding)
			}
			if not != "" {
				assert.NotContains(t, text, not, "%s %s: %s", lang, r.id, r.finding)
			}
		}
	}
}
