package scenes

// TEMPORARY: the reports Cucù's table screens still make (fit_test.go);
// each entry goes when its screen is fixed, and then this file.
func init() {
	fitAllowed["cucu"] = []fitExcuse{
		// The vi "asked to swap" badge is shrunk to 8.5 (74×19).
		{Shot: "-cucu-", Text: "Đã yêu cầu đổi"},
		// At the showdown the "lowest card" label reaches past its badge.
		{Shot: "-cucu-round", Text: "Lowest card"},
		{Shot: "-cucu-round", Text: "Lá thấp nhất"},
	}
}
