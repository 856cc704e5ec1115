package table

import "caribe/server/wire"

// Welcome connects the client a hello describes: a spectator, or the seat
// its token holds if limit lets it have one more connection than the held
// it has. It queues what the client needs to be up to date: the welcome,
// then the updates after hello.Since, or the whole view when there is no
// Since or it is too old. A damaged table is refused.
func (t *Table) Welcome(hello wire.ClientMessage, limit func(seat, held int) error) (c *Client, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	if p.broken != nil {
		return nil, p.broken
	}
	seat := -1
	if hello.Token != "" {
		var ok bool
		if seat, ok = seatList(p.rec.Seats).of(hello.Token); !ok {
			return nil, seatList(p.rec.Seats).tokenError(hello.Token)
		}
		if err := limit(seat, p.hub.count(seat)); err != nil {
			return nil, err
		}
	}
	c = newClient(seat, p.env.ClientBuffer)
	since := hello.Since
	if since != nil && *since > p.board.ver && p.env.Shared != nil {
		// The client saw more than this server has: another server
		// stored it, and its change is on its way. Fetch it now.
		p.catchUp()
	}
	p.hub.add(c)
	defer p.announce(c)
	info := p.info()
	c.push(mustJSON(wire.Message{Type: "welcome", Seat: &seat, Table: &info, Version: p.board.ver}))
	v := p.views()
	if since != nil {
		if missed, ok := p.hub.since(p.board.ver, *since); ok {
			for i, u := range missed {
				if i < len(missed)-1 {
					c.push(mustJSON(updateHead(u)))
				} else {
					c.push(v.update(u).to(seat))
				}
			}
			return c, nil
		}
	}
	c.push(v.state().to(seat))
	return c, nil
}

// Disconnect ends a client's connection to the table.
func (t *Table) Disconnect(c *Client) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.p.hub.remove(c) {
		t.p.announce(nil)
	}
}
