// Package dostext builds DOS's texts in the reader's language: card names,
// the game log, the prompts and the wild picker's titles. It is plain Go
// (no ebiten), so the log test plays whole matches headless.
//
// Every line is one whole message per case, chosen here: one card or
// several, a hand's wild or the Centre Row's, a draw that found nothing.
// Nothing is pasted together from phrases, and a count is always the
// message's plural Count.
package dostext
