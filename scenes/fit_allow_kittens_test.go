package scenes

// TEMPORARY: the reports Zombie Kittens' table screens still make
// (fit_test.go); each entry goes when its screen is fixed, and then this
// file.
func init() {
	fitAllowed["kittens"] = []fitExcuse{
		// The piles' labels: shrunk below 12 (vi) or wider than the pile.
		{Shot: "-kittens-", Text: "Click to look through it"},
		{Shot: "-kittens-", Text: "Bấm để xem lại"},
		{Shot: "-kittens-", Text: "Discard pile:"},
		{Shot: "-kittens-", Text: "Chồng bài rút:"},
		{Shot: "-kittens-", Text: "Chồng bài bỏ:"},
		// The combo's Play button and the reaction stack shrink a pair's
		// name to 6.5–8.
		{Shot: "-kittens-", Text: "a pair: See the Future"},
		{Shot: "-kittens-", Text: "một đôi: Nhìn Trước Tương Lai"},
		{Shot: "-kittens-", Text: ": Nhìn Trước Tương Lai (3x)"},
		{Shot: "-kittens-", Text: "2 lá Không!"},
		// A dead seat's line shrunk below 12.
		{Shot: "-kittens-", Text: "Zombie, may still answer"},
		{Shot: "-kittens-", Text: "Xác sống, vẫn phản ứng được"},
		// The pickers' panel (browse, place, target) covers part of the
		// "known" side panel and of the seats beside it.
		{Shot: "-kittens-", Text: "Top of the pile, as"},
		{Shot: "-kittens-", Text: "you know it"},
		{Shot: "-kittens-", Text: "You have not seen the"},
		{Shot: "-kittens-place", Text: "pile."},
		{Shot: "-kittens-", Text: "Đầu chồng bài rút,"},
		{Shot: "-kittens-", Text: "theo bạn biết"},
		{Shot: "-kittens-", Text: "Bạn chưa xem chồng"},
		{Shot: "-kittens-place", Text: "bài."},
		{Shot: "-kittens-browse", Text: "Cards in hand:"},
		{Shot: "-kittens-browse", Text: "Số lá trên tay:"},
		{Shot: "-kittens-browse", Text: "Alice"},
		{Shot: "-kittens-browse", Text: "An"},
		// A panel (909,624 150×78) drawn over the log's last lines.
		{Shot: "-kittens-zombie", Text: "their hand."},
		{Shot: "-kittens-zombie", Text: "David's turn."},
		{Shot: "-kittens-zombie", Text: "David plays See the Future"},
		{Shot: "-kittens-zombie", Text: "Chloe: Nope! against David."},
		{Shot: "-kittens-zombie", Text: "the Future (3x) is cancelled."},
		{Shot: "-kittens-zombie", Text: "trên tay."},
		{Shot: "-kittens-zombie", Text: "Đến lượt Dũng."},
		{Shot: "-kittens-zombie", Text: "Dũng đánh Nhìn Trước Tương Lai"},
		{Shot: "-kittens-zombie", Text: "Chi: Không! chặn Dũng."},
		{Shot: "-kittens-zombie", Text: "Tương Lai (3x) của Dũng bị hủy."},
	}
}
