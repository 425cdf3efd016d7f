package cucu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKeys: the twenty kinds of CU-1, each once, each printed.
func TestKeys(t *testing.T) {
	require.Len(t, Keys, 20)
	seen := map[string]bool{}
	for _, k := range Keys {
		assert.False(t, seen[k], "%s listed twice", k)
		seen[k] = true
		_, ok := kinds[k]
		assert.True(t, ok, "%s has no print", k)
	}
	assert.Len(t, kinds, 20)
}

// TestNumerals: the ranks printed in the corners (CU-1), the Hunter's
// XIIII as the pack spells it, nothing for the Fool.
func TestNumerals(t *testing.T) {
	want := map[string]string{
		"lion": "−3", "mask": "−2", "bucket": "−1", "nothing": "0",
		"n1": "I", "n2": "II", "n3": "III", "n4": "IV", "n5": "V", "n6": "VI", "n7": "VII", "n8": "VIII", "n9": "IX", "n10": "X",
		"inn": "XI", "cat": "XII", "horse": "XIII", "hunter": "XIIII", "cuckoo": "XV",
		"fool": "", "nope": "",
	}
	for key, n := range want {
		assert.Equal(t, n, Numeral(key), key)
	}
	// Keys run in rank order, low to high, the Fool last.
	for i := 1; i < len(Keys)-1; i++ {
		assert.Less(t, kinds[Keys[i-1]].rank, kinds[Keys[i]].rank, "%s before %s", Keys[i-1], Keys[i])
	}
	assert.Equal(t, "fool", Keys[len(Keys)-1])
}

// TestRoles: what the specials do decides their colour and medallion
// (CU-4.3–4.7); every other card is swapped when asked (CU-4.2).
func TestRoles(t *testing.T) {
	want := map[string]role{"cuckoo": protect, "inn": protect, "hunter": hurt, "cat": hurt, "horse": pass, "fool": fool,
		"nothing": low, "bucket": low, "mask": low, "lion": low, "n1": plain, "n10": plain}
	for key, r := range want {
		assert.Equal(t, r, kinds[key].role, key)
	}
	mottos := map[string]string{"horse": "Salta!", "cat": "Gnao!", "inn": "Fermatevi alquanto"}
	for _, key := range Keys {
		assert.Equal(t, mottos[key], kinds[key].motto, key)
	}
}
