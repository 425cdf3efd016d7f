package enginetest

import (
	"encoding/json"
	"fmt"
	"reflect"

	"cardtable/engine"
)

// checkReplay round-trips the save through JSON, replays it with
// engine.Save.Replay and requires the same final state and the same
// transcript, opening events included.
func checkReplay(save engine.Save, final engine.State, transcript []string) error {
	data, err := save.Marshal()
	if err != nil {
		return err
	}
	var back engine.Save
	if err := json.Unmarshal(data, &back); err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	i := 0
	var differ error
	st, err := back.Replay(func(_ int, _ engine.Action, evs []engine.Event) {
		for _, e := range evs {
			if differ == nil && (i >= len(transcript) || e.String() != transcript[i]) {
				differ = fmt.Errorf("replay: event %d differs: %s", i, e)
			}
			i++
		}
	})
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	if differ != nil {
		return differ
	}
	if i != len(transcript) {
		return fmt.Errorf("replay: %d events, first run %d", i, len(transcript))
	}
	if st.Notation() != final.Notation() || !reflect.DeepEqual(st, final) {
		return fmt.Errorf("replay ends elsewhere:\n%s\n%s", st.Notation(), final.Notation())
	}
	return nil
}
