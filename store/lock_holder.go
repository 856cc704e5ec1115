//go:build unix

package store

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// holder names the process holding a flock(2) on the file id, as
// " (process N)", from Linux's /proc/locks; "" where that says nothing
// (another system, a lock gone meanwhile). The name is only a hint for a
// refusal's message: the lock is what counts.
func holder(id fileID) string {
	f, err := os.Open("/proc/locks")
	if err != nil {
		return ""
	}
	defer f.Close()
	// A line: "1: FLOCK  ADVISORY  WRITE 4121 fe:00:9977973 0 EOF", the
	// device as major:minor in hex, in Linux's encoding of a dev_t.
	major := (id.dev>>8)&0xfff | (id.dev>>32)&^0xfff
	minor := id.dev&0xff | (id.dev>>12)&^0xff
	file := fmt.Sprintf("%02x:%02x:%d", major, minor, id.ino)
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		fields := strings.Fields(lines.Text())
		if len(fields) >= 6 && fields[1] == "FLOCK" && fields[5] == file {
			return " (process " + fields[4] + ")"
		}
	}
	return ""
}
