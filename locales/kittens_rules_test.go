package locales

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// kittensKeys are Zombie Kittens' card keys (ZK-1), as the engine's
// Descriptor.Cards lists them.
var kittensKeys = []string{
	"exploding", "zombie", "attack", "attack_dead", "nope", "see_future", "shuffle",
	"skip", "super_skip", "favor", "clairvoyance", "dig_deeper", "clone",
	"feed_dead", "grave_robber", "cat_a", "cat_b", "cat_c", "cat_d",
}

// kittensRules are the rules of rules/zombie-kittens.md the Zombie Kittens
// rules reader must state, each with a phrase per language that says it.
// Rewording is fine; dropping a rule makes this test fail.
var kittensRules = []struct {
	rule   string
	en, vi []string
}{
	{"ZK-1 the 61 cards by kind",
		[]string{"The cards (61)", "4 Exploding Kittens, set aside at the start", "5 Zombie Kittens",
			"2 Attack (2x), 3 Attack of the Dead, 4 See the Future (3x), 3 Skip, 2 Super Skip, 3 Favor, 4 Dig Deeper, 3 Clone and 1 Grave Robber",
			"2 Shuffle NOW, 2 Clairvoyance NOW and 2 Feed the Dead NOW", "5 Nope", "16 plain cats, four of each: Tabby Cat, Black Cat, Calico Cat and Siamese Cat"},
		[]string{"Bộ bài (61 lá)", "4 lá Mèo Nổ, để riêng lúc bắt đầu", "5 lá Mèo Xác Sống",
			"2 Tấn Công (2x), 3 Tấn Công của Xác Sống, 4 Nhìn Trước Tương Lai (3x), 3 Bỏ Lượt, 2 Siêu Bỏ Lượt, 3 Xin Xỏ, 4 Đào Sâu, 3 Sao Chép và 1 Kẻ Cướp Mộ",
			"2 Xáo Bài NGAY, 2 Thấu Thị NGAY và 2 Cho Xác Sống Ăn NGAY", "5 lá Không!", "16 lá mèo thường, mỗi loại 4 lá: Mèo Mướp, Mèo Mun, Mèo Tam Thể và Mèo Xiêm"}},
	{"ZK-2.1, 2.2 decks by player count",
		[]string{"Take out the 4 Exploding Kittens", "with 2 players, only the 24 cards with a paw print; with 3 players, only the 33 cards without one; with 4 or 5 players, all 57 cards"},
		[]string{"Bỏ riêng 4 lá Mèo Nổ", "2 người chơi thì chỉ dùng 24 lá CÓ Dấu Chân Mèo; 3 người chơi thì chỉ dùng 33 lá KHÔNG CÓ Dấu Chân Mèo; 4 hoặc 5 người chơi thì dùng cả 57 lá"}},
	{"ZK-2.3 one Zombie Kitten each, the spare shuffled in",
		[]string{"give one to each player. With 4 players one is left over: it is shuffled back into the deck"},
		[]string{"đưa cho mỗi người một lá. Khi chơi 4 người sẽ dư một lá: lá này được xáo lại vào bộ bài"}},
	{"ZK-2.4, 2.5, 2.6 deal, kittens, pile sizes, first player",
		[]string{"deal 7 cards to each player, so everyone starts with 8 cards", "one Exploding Kitten fewer than there are players", "9 cards with 2 players, 11 with 3, 28 with 4 and 21 with 5", "The first player is chosen at random, and play goes clockwise"},
		[]string{"chia úp cho mỗi người 7 lá, như vậy mỗi người có 8 lá", "số lá Mèo Nổ ít hơn số người chơi 1 lá", "9 lá nếu chơi 2 người, 11 lá nếu chơi 3 người, 28 lá nếu chơi 4 người và 21 lá nếu chơi 5 người", "Người đi đầu được chọn ngẫu nhiên, rồi lần lượt theo chiều kim đồng hồ"}},
	{"ZK-3.1, 3.2, 3.3 a turn",
		[]string{"Play as many cards as you like, one play at a time", "unless a card ended your turn without drawing: Skip, Super Skip, Attack, Attack of the Dead, Dig Deeper or a Zombie Kitten", "There is no hand limit, and an empty hand is fine"},
		[]string{"Đánh bao nhiêu lá tùy thích, mỗi lần đánh một lá hoặc một bộ", "trừ khi đã có lá bài kết thúc lượt mà không cần rút: Bỏ Lượt, Siêu Bỏ Lượt, Tấn Công, Tấn Công của Xác Sống, Đào Sâu hoặc Mèo Xác Sống", "Không giới hạn số lá trên tay, và hết bài trên tay cũng không sao"}},
	{"ZK-3.4 owed turns are full turns",
		[]string{"Each one is a full turn: you play, then you draw."},
		[]string{"Mỗi lượt là một lượt đầy đủ: đánh bài, rồi rút bài."}},
	{"ZK-3.5 choices declared with the play; legality when played; empty effects",
		[]string{"is announced with the play, before anyone reacts to it", "Whether a play is allowed is decided when you play it", "A play that finds nothing to do when it resolves simply does nothing"},
		[]string{"đều được nói ra ngay khi đánh, trước khi mọi người phản ứng", "Một lần đánh có hợp lệ hay không được xét ngay lúc đánh", "Nếu đến lúc giải quyết mà không còn gì để làm thì lá đó không có tác dụng"}},
	{"ZK-4.1 drawing an Exploding Kitten: only the drawer acts, the Zombie Kitten optional",
		[]string{"Only you act now: play a Zombie Kitten, play a Clone as a Zombie Kitten (see Clone), or die", "You never have to play your Zombie Kitten, even when you hold one", "Nobody else may play anything until you have chosen"},
		[]string{"Lúc này chỉ bạn được hành động: đánh Mèo Xác Sống, đánh Sao Chép thay cho Mèo Xác Sống (xem Sao Chép), hoặc chết", "Bạn không bắt buộc phải đánh Mèo Xác Sống, kể cả khi đang có", "Không ai khác được đánh bài cho đến khi bạn chọn xong"}},
	{"ZK-4.2 dying: kitten face up, hand kept, owed turns lost",
		[]string{"put the Exploding Kitten face up in front of you and keep your hand", "any turns you still owed are lost: play passes to the next living player"},
		[]string{"đặt lá Mèo Nổ ngửa trước mặt và giữ lại bài trên tay", "các lượt còn phải chơi bị mất: lượt chuyển sang người chơi còn sống kế tiếp"}},
	{"ZK-4.3 what the dead may do and what reaches them",
		[]string{"The dead may still play Nope and NOW cards whenever everyone may react, and nothing else", "A dead player's hand stays secret, but everyone sees how many cards it holds; the Exploding Kitten in front of them is not part of it", "Feed the Dead gives the dead cards and Grave Robber takes cards from them, but Favor and combos cannot reach them"},
		[]string{"Người chết vẫn được đánh Không! và các lá NGAY mỗi khi mọi người được phản ứng, ngoài ra không được đánh gì khác", "Bài trên tay người chết vẫn được giữ bí mật, nhưng ai cũng thấy họ còn bao nhiêu lá; lá Mèo Nổ trước mặt không tính vào bài trên tay", "Cho Xác Sống Ăn đưa bài cho người chết và Kẻ Cướp Mộ lấy bài của họ, còn Xin Xỏ và đánh bộ thì không nhắm vào người chết được"}},
	{"ZK-4.4 the Zombie Kitten in order",
		[]string{"If anyone is dead you must revive one of them; you may also play it when nobody is dead", "secretly put the Exploding Kitten you drew back anywhere in the draw pile", "without looking at the other cards", "do the same with the Exploding Kitten in front of them; it may go right next to the first one", "Everyone sees who placed kittens, whom they revived, how many kittens went back and how many cards the pile now holds", "They owe no turns until play reaches them, then take a normal single turn, even if they sit right after you", "The Zombie Kitten ends one owed turn, not all of them"},
		[]string{"Nếu có người chết, bạn bắt buộc phải hồi sinh một người; khi không có ai chết, bạn vẫn được đánh lá này", "BÍ MẬT đặt lại lá Mèo Nổ bạn vừa rút vào bất kỳ vị trí nào trong chồng bài rút", "không được xem các lá khác", "hãy làm tương tự với lá Mèo Nổ trước mặt người đó; lá này có thể nằm ngay cạnh lá thứ nhất", "Mọi người đều thấy ai đã đặt Mèo Nổ, ai được hồi sinh, bao nhiêu lá Mèo Nổ được đặt lại và chồng bài rút giờ có bao nhiêu lá", "Họ không phải chơi lượt nào cho đến khi tới lượt mình, rồi chơi một lượt bình thường, kể cả khi họ ngồi ngay sau bạn", "Mèo Xác Sống chỉ kết thúc một lượt bạn phải chơi, không phải tất cả"}},
	{"ZK-4.5 Nope cannot stop the kittens",
		[]string{"Nope cannot stop an Exploding Kitten or a Zombie Kitten."},
		[]string{"Lá Không! không chặn được Mèo Nổ hay Mèo Xác Sống."}},
	{"ZK-4.6, 4.7 the end, the pile never runs out",
		[]string{"The game ends the moment only one player is alive: that player wins", "the draw pile never runs out while two players are alive"},
		[]string{"Ván kết thúc ngay khi chỉ còn một người sống: người đó thắng", "chồng bài rút không bao giờ hết khi còn hai người sống"}},
	{"ZK-5 Attack and its stacking, with examples",
		[]string{"Attack (2x) ends your turn without drawing, and the next living player owes 2 turns", "the next player owes the turns you have left, this one included, plus 2", "the next player owes 4", "it makes them owe 3"},
		[]string{"Tấn Công (2x) kết thúc lượt của bạn mà không cần rút bài, và người chơi còn sống kế tiếp phải chơi 2 lượt", "người kế tiếp phải chơi số lượt bạn còn lại, tính cả lượt này, cộng thêm 2", "người kế tiếp phải chơi 4 lượt", "Đánh ở lượt thứ hai thì họ phải chơi 3 lượt"}},
	{"ZK-5 Attack of the Dead: only with the dead, 3 per dead player, stacking",
		[]string{"Attack of the Dead: only when at least one player is dead", "3 turns for each dead player, counted when it resolves", "2 + 6 = 8"},
		[]string{"Tấn Công của Xác Sống: chỉ khi có ít nhất một người chết", "3 lượt cho mỗi người chết, đếm vào lúc lá được giải quyết", "2 + 6 = 8"}},
	{"ZK-5 Skip and Super Skip",
		[]string{"Skip: end one owed turn without drawing.", "Super Skip: end all your owed turns without drawing."},
		[]string{"Bỏ Lượt: kết thúc một lượt phải chơi mà không rút bài.", "Siêu Bỏ Lượt: kết thúc mọi lượt phải chơi mà không rút bài."}},
	{"ZK-5 See the Future",
		[]string{"look at the top 3 cards of the draw pile in secret (fewer if the pile is smaller)"},
		[]string{"bí mật xem 3 lá trên cùng của chồng bài rút (ít hơn nếu chồng bài không đủ 3 lá)"}},
	{"ZK-5 Shuffle NOW forgets the pile",
		[]string{"Shuffle NOW: shuffle the draw pile. Whatever anyone knew about the order of the pile is forgotten."},
		[]string{"Xáo Bài NGAY: xáo chồng bài rút. Những gì mọi người biết về thứ tự các lá trong chồng bài đều bị quên hết."}},
	{"ZK-5 Favor",
		[]string{"Favor: choose another living player who has at least one card; they choose a card from their hand and give it to you"},
		[]string{"Xin Xỏ: chọn một người chơi còn sống khác có ít nhất một lá; người đó tự chọn một lá trên tay đưa cho bạn"}},
	{"ZK-5 NOW cards: ordinary plays on one's own turn, answers otherwise; no window before a draw",
		[]string{"Shuffle NOW and Feed the Dead NOW are also ordinary plays on your own turn", "always for the dead, NOW cards are played only as answers", "Nobody can react before a draw"},
		[]string{"bạn cũng có thể đánh Xáo Bài NGAY và Cho Xác Sống Ăn NGAY như các lá thường trong lượt của mình", "với người chết thì luôn luôn, lá NGAY chỉ được đánh để phản ứng", "Không ai phản ứng được trước khi rút bài"}},
	{"ZK-5 Feed the Dead",
		[]string{"Feed the Dead NOW: only when at least one player is dead", "a dead player who plays it may choose themselves", "Every living player except the one who played it gives that player one card of their own choice (nothing if their hand is empty)"},
		[]string{"Cho Xác Sống Ăn NGAY: chỉ khi có ít nhất một người chết", "người chết đánh lá này có thể chọn chính mình", "Mọi người chơi còn sống, trừ người đánh lá này, tự chọn một lá trên tay đưa cho người chết đó (không đưa gì nếu hết bài)"}},
	{"ZK-5 Grave Robber reshuffles, even with no cards among the dead",
		[]string{"Every dead player who holds cards chooses one of them; those cards go into the draw pile and the whole pile is shuffled", "If no dead player holds a card, it only shuffles"},
		[]string{"Mỗi người chết còn bài trên tay chọn 1 lá của mình; các lá đó được cho vào chồng bài rút, rồi cả chồng bài được xáo lại", "Nếu không người chết nào còn bài, lá này chỉ xáo chồng bài rút"}},
	{"ZK-5 Clone: its legal cases",
		[]string{"it becomes the card directly beneath it and does what that card does", "only on your own turn while alive, only when the top discard is a card other than a Clone or a plain cat, and only when the card it copies would be allowed for you right now", "it can copy a NOW card on your turn", "act as a Zombie Kitten when you have just drawn an Exploding Kitten and the top discard is a Zombie Kitten (reviving is then compulsory too, and others may answer it with Clairvoyance)", "act as a Nope when everyone may react during your own turn and the top discard is a Nope", "always as its last card", "Played alone it never copies a plain cat, whoever played it, and never Clairvoyance", "On top of a combo it copies only the top card"},
		[]string{"lá này BIẾN THÀNH lá ngay bên dưới và có tác dụng của lá đó", "Chỉ được đánh trong lượt của mình khi còn sống, chỉ khi lá trên cùng của chồng bài bỏ không phải Sao Chép hay lá mèo thường, và chỉ khi lá được sao chép cũng hợp lệ để bạn đánh lúc này", "Sao Chép có thể chép một lá NGAY trong lượt của bạn", "thay cho Mèo Xác Sống khi bạn vừa rút phải Mèo Nổ và lá trên cùng của chồng bài bỏ là Mèo Xác Sống (khi đó cũng bắt buộc phải hồi sinh, và người khác có thể phản ứng bằng Thấu Thị như với Mèo Xác Sống thật)", "thay cho Không! khi mọi người được phản ứng trong lượt của bạn và lá trên cùng là Không!", "luôn là lá cuối cùng", "Khi đánh riêng, Sao Chép không bao giờ chép lá mèo thường, dù ai đánh lá đó, cũng không bao giờ chép Thấu Thị", "Đặt lên một bộ, Sao Chép chỉ chép lá trên cùng"}},
	{"ZK-5 Dig Deeper: 2-card minimum, refusing, kittens, public keep or refuse",
		[]string{"Dig Deeper: only when the draw pile holds at least 2 cards", "you must take the next card whatever it is, and the refused card goes back on top", "You may refuse an Exploding Kitten; keeping one, or taking one as the second card, explodes as usual", "Everyone sees whether you kept or refused, never the card", "Dig Deeper counts as the draw of one owed turn"},
		[]string{"Đào Sâu: chỉ khi chồng bài rút còn ít nhất 2 lá", "bạn PHẢI rút lá tiếp theo bất kể đó là lá gì, và lá bị từ chối được đặt lại lên trên cùng", "Bạn được từ chối cả Mèo Nổ; giữ lại Mèo Nổ, hoặc rút phải Mèo Nổ ở lá thứ hai, thì vẫn nổ như thường", "Mọi người thấy bạn giữ hay từ chối, nhưng không thấy lá bài", "Đào Sâu được tính là lần rút bài của một lượt phải chơi"}},
	{"ZK-5 Clairvoyance only in another's Zombie Kitten window",
		[]string{"Clairvoyance NOW: play it only when another player plays a Zombie Kitten, while everyone may react to it"},
		[]string{"Thấu Thị NGAY: chỉ đánh khi một người chơi khác đánh Mèo Xác Sống, trong lúc mọi người được phản ứng"}},
	{"ZK-5 Nope",
		[]string{"Nope: cancels the play it answers. A Nope can be Noped."},
		[]string{"Không!: hủy lá bị chặn. Lá Không! cũng có thể bị một lá Không! khác chặn."}},
	{"ZK-5 combos: any same title but Zombie Kittens, own turn, never the dead, no five-different",
		[]string{"any cards, not only cats, but never Zombie Kittens", "a pair of NOW cards is not a NOW play, and a combo can never be played as an answer", "Combos never target the dead", "Two of a kind: take a random card from another living player who has at least one card", "Three of a kind: name any card and choose another living player, whatever their hand size", "Everyone hears the name and whether a card changed hands", "There is no combo of five different cards"},
		[]string{"lá nào cũng được, không chỉ lá mèo, nhưng không bao giờ là Mèo Xác Sống", "một đôi lá NGAY không phải là lá NGAY, và không bao giờ được đánh bộ để phản ứng", "Đánh bộ không bao giờ nhắm vào người chết", "Đôi: lấy ngẫu nhiên một lá của một người chơi còn sống khác có ít nhất một lá", "Bộ ba: gọi tên một lá bất kỳ và chọn một người chơi còn sống khác, dù họ có bao nhiêu lá", "Mọi người đều nghe tên lá và biết có lá nào được trao hay không", "không có kiểu đánh bộ năm lá khác nhau"}},
	{"ZK-6.1 every play opens a window; the Zombie Kitten's takes NOW cards only",
		[]string{"Every play (a single card, a combo, a NOW card, even a Nope) first gives everyone a chance to react, before it takes effect", "Everyone may react, but only with NOW cards (Clairvoyance is made for this moment): the Zombie Kitten itself cannot be Noped, but a NOW card played in its window can"},
		[]string{"Mỗi lần đánh (một lá, một bộ, một lá NGAY, kể cả một lá Không!) đều cho mọi người cơ hội phản ứng trước khi có tác dụng", "Mọi người có thể phản ứng, nhưng chỉ bằng các lá NGAY (Thấu Thị dành riêng cho lúc này): không ai chặn được chính lá Mèo Xác Sống, còn lá NGAY đánh ra lúc đó thì vẫn bị chặn được"}},
	{"ZK-6.2 who may answer and how; no Nope of one's own play; the top of the stack",
		[]string{"Every player, alive or dead, may pass, play a Nope if they hold one, or play a NOW card", "The player whose play is waiting is asked too and may answer with a NOW card", "may also answer with a Clone, copying a Nope or NOW card on top of the discard pile", "You may not Nope your own play, nor your own Nope: the play or Nope you answer must be someone else's", "An answer always addresses the top of the stack: a play lower down can be Noped only after everything above it has settled"},
		[]string{"Mọi người chơi, dù sống hay chết, đều có thể bỏ qua, đánh Không! nếu có, hoặc đánh một lá NGAY", "Người có lá đang chờ cũng được hỏi và có thể phản ứng bằng một lá NGAY", "còn có thể phản ứng bằng Sao Chép, chép lá Không! hay lá NGAY trên cùng của chồng bài bỏ", "Bạn không được chặn lá của chính mình, cũng không được chặn lá Không! của chính mình: lá bị chặn phải là của người khác", "Mỗi lần phản ứng luôn nhắm vào lá trên cùng: chỉ khi mọi lá phía trên đã xong mới chặn được lá bên dưới"}},
	{"ZK-6.3 odd cancels, even lets it happen; a cancelled card does nothing; a change reopens",
		[]string{"an odd number of Nopes cancels it, and the card stays discarded; an even number lets it happen", "a cancelled Attack, Attack of the Dead, Skip, Super Skip or Dig Deeper neither ends the turn nor changes the turns owed", "A Nope or a NOW card gives everyone a new chance to react, even those who had passed"},
		[]string{"số lá Không! lẻ thì lá đó bị hủy và vẫn nằm ở chồng bài bỏ; số lá Không! chẵn thì lá đó vẫn có tác dụng", "Tấn Công, Tấn Công của Xác Sống, Bỏ Lượt, Siêu Bỏ Lượt hay Đào Sâu bị hủy thì không kết thúc lượt và không thay đổi số lượt phải chơi", "Sau một lá Không! hay một lá NGAY, mọi người lại được phản ứng, kể cả người đã bỏ qua"}},
	{"ZK-6.4 a NOW answer stacks on top, then the play beneath reopens",
		[]string{"A NOW card played as an answer is a new play on top of the stack: everyone may react to it first", "everyone may react again to the play beneath"},
		[]string{"Lá NGAY đánh ra để phản ứng là một lần đánh mới, đặt lên trên cùng: mọi người được phản ứng với lá đó trước", "mọi người lại được phản ứng với lá bên dưới"}},
	{"ZK-6.5 the window closes when everyone has passed",
		[]string{"The play on top resolves when every player has passed since the last Nope or NOW card"},
		[]string{"Lá trên cùng được giải quyết khi mọi người đều đã bỏ qua kể từ lá Không! hay lá NGAY gần nhất"}},
	{"ZK-6.6 automatic passes leak nothing",
		[]string{"the table waits the same way whatever anyone holds, so nobody learns who holds a Nope"},
		[]string{"bàn chơi vẫn chờ y như nhau dù ai cầm lá gì, nên không ai đoán được ai đang có lá Không!"}},
	{"ZK-6 worked examples: a three-Nope chain with the dead, a NOW card on the stack",
		[]string{"Example of a Nope chain", "Chloe, who is dead, Nopes Alice's Nope: three Nopes, so the Attack is cancelled", "Example of a NOW card on the stack", "Alice sees the top 3 cards of the shuffled pile"},
		[]string{"Ví dụ chặn nhiều lần", "Chi, người đã chết, đánh Không! chặn lá Không! của An: ba lá Không!, nên đòn Tấn Công bị hủy", "Ví dụ lá NGAY chồng lên", "An xem 3 lá trên cùng của chồng bài đã xáo"}},
	{"ZK-7 what each seat knows and forgets",
		[]string{"how many cards every other player holds (the dead too), the whole discard pile, how many cards are left in the draw pile", "The cards taken from you or given to you: you know which card", "until the pile is shuffled or someone puts a card back where you cannot see; then you forget them", "where others put one if your Clairvoyance resolved", "makes you forget those positions too, even your own", "Bots know exactly the same, never more"},
		[]string{"số lá trên tay mỗi người khác (cả người chết), toàn bộ chồng bài bỏ, số lá còn lại trong chồng bài rút", "Các lá bị lấy đi hay được đưa cho mình: bạn biết đó là lá nào", "cho đến khi chồng bài được xáo hoặc có người đặt một lá vào chỗ bạn không thấy; khi đó bạn quên chúng", "chỗ người khác đặt nếu lá Thấu Thị của bạn có tác dụng", "cũng khiến bạn quên các vị trí đó, kể cả vị trí do chính bạn đặt", "Người chơi máy cũng chỉ biết đúng những điều này, không hơn"}},
	{"ZK-8 the dead may Nope; a Nope on one's own play may be Noped",
		[]string{"Every player, alive or dead, may pass, play a Nope", "You may always Nope a Nope played against your play"},
		[]string{"Mọi người chơi, dù sống hay chết, đều có thể bỏ qua, đánh Không!", "Bạn luôn được đánh Không! để chặn một lá Không! nhắm vào lá của mình"}},
}

func TestKittensRulesCover(t *testing.T) {
	for _, lang := range Supported() {
		text := New(lang).T("kittens.rules")
		for _, r := range kittensRules {
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

// TestKittensRulesShape: both languages have the same sections.
func TestKittensRulesShape(t *testing.T) {
	count := func(lang string) int {
		n := 0
		for _, line := range strings.Split(New(lang).T("kittens.rules"), "\n") {
			if strings.HasPrefix(line, "# ") {
				n++
			}
		}
		return n
	}
	en, vi := count("en"), count("vi")
	assert.GreaterOrEqual(t, en, 12)
	assert.Equal(t, en, vi, "rules headings")
}

// TestKittensNamed: every card the faces draw has a name, a tooltip text
// and a banner title, and the game its name, pitch and rules; a face
// title is no longer than the name (it is lettered on a 70 px card).
func TestKittensNamed(t *testing.T) {
	for _, lang := range Supported() {
		l := New(lang)
		for _, id := range []string{"kittens.name", "kittens.pitch", "kittens.rules"} {
			assert.True(t, l.Has(id), "%s: missing %s", lang, id)
		}
		for _, k := range kittensKeys {
			for _, id := range []string{"kittens.card." + k + ".name", "kittens.card." + k + ".text", "kittens.face." + k} {
				assert.True(t, l.Has(id), "%s: missing %s", lang, id)
			}
			name, face := l.T("kittens.card."+k+".name"), l.T("kittens.face."+k)
			assert.LessOrEqual(t, len([]rune(face)), len([]rune(name)), "%s %s: face title %q longer than the name %q", lang, k, face, name)
			assert.Equal(t, strings.ToUpper(face), face, "%s %s: face titles are capitals", lang, k)
		}
	}
}

// TestKittensCatsNamed: the four plain cats have four different names,
// and their texts say they are used only in combos (ZK-1).
func TestKittensCatsNamed(t *testing.T) {
	only := map[string]string{"en": "used only in combos", "vi": "chỉ dùng để đánh bộ"}
	for _, lang := range Supported() {
		l := New(lang)
		seen := map[string]string{}
		for _, k := range []string{"cat_a", "cat_b", "cat_c", "cat_d"} {
			name := l.T("kittens.card." + k + ".name")
			if o, dup := seen[name]; dup {
				t.Errorf("%s: %s and %s are both %q", lang, o, k, name)
			}
			seen[name] = k
			assert.Contains(t, l.T("kittens.card."+k+".text"), only[lang], "%s %s", lang, k)
		}
	}
}

// TestKittensViGlossary: the Vietnamese texts use the glossary names of
// rules/zombie-kittens.md (ZK-1), never the older translation's, and one
// word for drawing (rút, as rulebook b).
func TestKittensViGlossary(t *testing.T) {
	l := New("vi")
	want := map[string]string{
		"exploding": "Mèo Nổ", "zombie": "Mèo Xác Sống", "attack": "Tấn Công (2x)", "attack_dead": "Tấn Công của Xác Sống",
		"nope": "Không!", "see_future": "Nhìn Trước Tương Lai (3x)", "shuffle": "Xáo Bài NGAY", "skip": "Bỏ Lượt",
		"super_skip": "Siêu Bỏ Lượt", "favor": "Xin Xỏ", "clairvoyance": "Thấu Thị NGAY", "dig_deeper": "Đào Sâu",
		"clone": "Sao Chép", "feed_dead": "Cho Xác Sống Ăn NGAY", "grave_robber": "Kẻ Cướp Mộ",
	}
	for k, name := range want {
		// (a no-break space keeps "(2x)" and "NGAY" with the name)
		assert.Equal(t, name, strings.ReplaceAll(l.T("kittens.card."+k+".name"), "\u00a0", " "), k)
	}
	older := []string{"Mèo Boom", "Mèo Zombie", "Xin Dừng Lại", "Camera Hàng Xóm", "Xào Bài", "Phục Tùng", "Nhân Bản",
		"Kẻ Trộm Mộ", "Trái Tim Cầu", "Kẻ Đào Mỏ", "Ra Đòn", "Nhà Tiên Tri", "Mèo Xác sống"}
	for id, m := range load("vi").messages {
		if !strings.HasPrefix(id, "kittens.") {
			continue
		}
		for _, f := range forms(m) {
			for _, o := range older {
				assert.NotContains(t, f, o, "vi %s", id)
			}
			assert.NotContains(t, f, "bốc", "vi %s: drawing is rút", id)
		}
	}
}

// TestKittensTooltipsStateTheRules: the card tooltips say what the rules
// say. A standalone Clone never copies a plain cat (not even one's own) nor
// Clairvoyance, and only a card that could be played now (ZK-5); Nope,
// Shuffle NOW and Feed the Dead NOW are played whenever players may react,
// not "at any time" (ZK-4.1: nobody plays while an Exploding Kitten's
// drawer decides; ZK-6.1: no Nope on a Zombie Kitten; ZK-6.7: no window on
// a draw); the dead are "dead", not "Zombie" nor "bị loại" (ZK-4.3).
func TestKittensTooltipsStateTheRules(t *testing.T) {
	en, vi := New("en"), New("vi")
	clone := en.T("kittens.card.clone.text")
	assert.Contains(t, clone, "never a Clone, a plain cat or Clairvoyance, and only if that card could be played now")
	assert.NotContains(t, clone, "someone else", "the Clone tooltip implies one's own cat may be copied")
	cloneVi := vi.T("kittens.card.clone.text")
	assert.Contains(t, cloneVi, "không bao giờ chép Sao Chép, lá mèo thường hay Thấu Thị, và chỉ khi lá đó đánh được lúc này")
	assert.NotContains(t, cloneVi, "người khác đánh")
	for _, k := range []string{"nope", "shuffle", "feed_dead"} {
		assert.NotContains(t, en.T("kittens.card."+k+".text"), "at any time", k)
		assert.Contains(t, en.T("kittens.card."+k+".text"), "whenever players may react", k)
		assert.NotContains(t, vi.T("kittens.card."+k+".text"), "bất cứ lúc nào", k)
		assert.Contains(t, vi.T("kittens.card."+k+".text"), "mọi người được phản ứng", k)
	}
	assert.Contains(t, en.T("kittens.card.nope.text"), "nobody can answer a draw")
	for _, n := range []int{1, 4} {
		assert.NotContains(t, en.T("kittens.ui.dead_hand", "Count", n), "Zombie")
		assert.NotContains(t, vi.T("kittens.ui.dead_hand", "Count", n), "Xác sống")
	}
	assert.Equal(t, "May still react: 1 card", en.T("kittens.ui.dead_hand", "Count", 1))
	assert.NotContains(t, vi.T("kittens.hint.revive", "Name", "An"), "bị loại")
	assert.Contains(t, vi.T("kittens.hint.revive", "Name", "An"), "người chết")
}
