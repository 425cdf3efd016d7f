package scenes

import (
	"errors"

	"cardtable/records"
)

// openHistory opens the history of finished matches from the platform's
// store, telling the player when records were set aside or when it cannot
// be opened at all.
func (c *Ctx) openHistory() {
	st := c.Opt.History
	if st == nil {
		st = records.NewMemStore()
	}
	h, rep, err := records.Open(st)
	if err != nil {
		c.Notice = c.Loc.Problem("records.unavailable", err)
		return
	}
	c.History = h
	if rep.SetAside > 0 {
		c.Notice = c.Loc.Problem("records.set_aside", rep.RepairErr)
	}
}

// keepMatch appends a finished match to the history (match.Options.Finished).
func (c *Ctx) keepMatch(m records.Match) {
	if c.History == nil {
		return
	}
	switch err := c.History.Append(m); {
	case errors.Is(err, records.ErrFull):
		c.Notice = c.Loc.T("records.full")
	case err != nil:
		c.Notice = c.Loc.Problem("records.failed", err)
	}
}
