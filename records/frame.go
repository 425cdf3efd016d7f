package records

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
)

// frameMark starts every framed record (format version 1).
const frameMark = "CT1 "

// maxPayload bounds a record's payload: a length beyond it is damage, not
// a match (the longest matches of the four games pack into a few KB).
const maxPayload = 16 << 20

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// appendFrame appends the framed line of payload to dst. The payload must
// hold no newline (JSON encodes them as \n).
func appendFrame(dst, payload []byte) []byte {
	dst = append(dst, frameMark...)
	dst = fmt.Appendf(dst, "%08x ", crc32.Checksum(payload, castagnoli))
	dst = strconv.AppendInt(dst, int64(len(payload)), 10)
	dst = append(dst, ' ')
	dst = append(dst, payload...)
	return append(dst, '\n')
}

var (
	errShort  = errors.New("short frame")
	errHeader = errors.New("bad frame header")
	errCRC    = errors.New("checksum mismatch")
)

// parseFrame reads the frame at the start of b: its payload (a sub-slice
// of b) and the frame's whole length, newline included. The header must be
// exactly as appendFrame writes it (lowercase hex, no leading zeros), so
// any change to it is seen.
func parseFrame(b []byte) (payload []byte, n int, err error) {
	const hexEnd = len(frameMark) + 8
	if len(b) < hexEnd+3 {
		return nil, 0, errShort
	}
	if string(b[:len(frameMark)]) != frameMark || b[hexEnd] != ' ' {
		return nil, 0, errHeader
	}
	var sum uint32
	for _, c := range b[len(frameMark):hexEnd] {
		switch {
		case c >= '0' && c <= '9':
			sum = sum<<4 | uint32(c-'0')
		case c >= 'a' && c <= 'f':
			sum = sum<<4 | uint32(c-'a'+10)
		default:
			return nil, 0, errHeader
		}
	}
	i := hexEnd + 1
	start := i
	size := 0
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		size = size*10 + int(b[i]-'0')
		if size > maxPayload {
			return nil, 0, errHeader
		}
	}
	if i == start || (b[start] == '0' && i-start > 1) {
		return nil, 0, errHeader
	}
	if i == len(b) {
		return nil, 0, errShort
	}
	if b[i] != ' ' {
		return nil, 0, errHeader
	}
	i++
	end := i + size
	if end >= len(b) {
		return nil, 0, errShort
	}
	if b[end] != '\n' {
		return nil, 0, errHeader
	}
	payload = b[i:end]
	if crc32.Checksum(payload, castagnoli) != sum {
		return nil, 0, errCRC
	}
	return payload, end + 1, nil
}

// span is a run of bytes of a chunk: damage, or a frame.
type span struct {
	off, end int
}

// frame is a good frame of a chunk: the whole line, and its payload.
type frame struct {
	line, payload span
}

// scan splits a chunk into its frames and its damaged spans. After damage,
// reading resumes at the next "CT1 " whose frame checks; damage reaching
// the end of the chunk without a final newline is a torn write (torn).
func scan(b []byte) (frames []frame, damaged []span, torn *span) {
	o := 0
	for o < len(b) {
		p, n, err := parseFrame(b[o:])
		if err == nil {
			frames = append(frames, frame{span{o, o + n}, span{o + n - 1 - len(p), o + n - 1}})
			o += n
			continue
		}
		next := resync(b, o+1)
		if next == len(b) && b[len(b)-1] != '\n' {
			// Whole lines of damage before the unfinished one are damage
			// in the middle; the unfinished line is the torn write.
			cut := bytes.LastIndexByte(b[o:], '\n') + 1 + o
			if cut > o {
				damaged = append(damaged, span{o, cut})
			}
			torn = &span{cut, len(b)}
			break
		}
		damaged = append(damaged, span{o, next})
		o = next
	}
	return frames, damaged, torn
}

// resync is the first offset at or after from where a good frame starts,
// or len(b).
func resync(b []byte, from int) int {
	for from < len(b) {
		i := bytes.Index(b[from:], []byte(frameMark))
		if i < 0 {
			return len(b)
		}
		if _, _, err := parseFrame(b[from+i:]); err == nil {
			return from + i
		}
		from += i + 1
	}
	return len(b)
}
