package locales

import (
	"log"
	"sync"
)

// Problem is the notice for a failure: message id (a sentence with no
// template fields, such as "notice.save_failed") in this language, and the
// technical detail of err secondary. Go error texts are English, so the
// detail follows the message only for an English reader ("Could not save.
// (open …: permission denied)"); a Vietnamese reader gets the Vietnamese
// sentence alone. The detail always goes to the log, once per distinct
// failure, since callers may ask for the same notice every frame.
func (l *Localizer) Problem(id string, err error) string {
	msg := l.T(id)
	if err == nil {
		return msg
	}
	detail := err.Error()
	logOnce(id, detail)
	if l.lang != "en" {
		return msg
	}
	return msg + " (" + detail + ")"
}

// logged remembers which failures were written to the log.
var (
	loggedMu sync.Mutex
	logged   = map[string]bool{}
)

func logOnce(id, detail string) {
	key := id + "\x00" + detail
	loggedMu.Lock()
	defer loggedMu.Unlock()
	// The bound keeps a failing loop from growing the set without end.
	if logged[key] || len(logged) > 256 {
		return
	}
	logged[key] = true
	log.Printf("cardtable: %s: %s", id, detail)
}
