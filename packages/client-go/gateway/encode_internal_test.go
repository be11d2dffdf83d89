package gateway

import (
	"strconv"
	"strings"
	"testing"
)

// The signed form's member order, whatever the caller's: the element's members in the contract's order (the
// signer's value where it added or replaced one, a dropped one left out), then the caller's other members in
// their order (the signer's value where it replaced one), then the signer's other members. The contract's bodies
// exercise only part of this (their members are all known, none is dropped), so the element here is made up.
func TestEncodeOrdered(t *testing.T) {
	members := []string{"action", "client_key", "trans_id", "hash"}
	e := &element{Members: members, order: map[string]int{}}
	for i, m := range members {
		e.order[m] = i
	}
	many := Form{}
	var tail []string
	for i := 0; i < 66; i++ {
		k := "f" + strconv.Itoa(i)
		many = append(many, Field{k, strconv.Itoa(i)})
		tail = append(tail, k+"="+strconv.Itoa(i))
	}
	many = append(many, Field{"trans_id", "t"}, Field{"action", "A"})
	for _, c := range []struct {
		name  string
		form  Form
		extra []Field
		drop  string
		want  string
	}{
		{"the contract's order first, then the caller's others",
			Form{{"zeta", "1"}, {"trans_id", "t"}, {"action", "A"}, {"alpha", "2"}}, []Field{{"client_key", "K"}, {"hash", "H"}}, "",
			"action=A&client_key=K&trans_id=t&hash=H&zeta=1&alpha=2"},
		{"the signer's value replaces the caller's",
			Form{{"hash", ""}, {"client_key", ""}, {"action", "A"}, {"trans_id", "t"}}, []Field{{"client_key", "K"}, {"hash", "H"}}, "",
			"action=A&client_key=K&trans_id=t&hash=H"},
		{"a dropped member is not sent",
			Form{{"action", "A"}, {"hash", ""}, {"trans_id", "t"}}, []Field{{"client_key", "K"}}, "hash",
			"action=A&client_key=K&trans_id=t"},
		{"a dropped member outside the contract is not sent either",
			Form{{"action", "A"}, {"sig", ""}, {"trans_id", "t"}}, []Field{{"client_key", "K"}}, "sig",
			"action=A&client_key=K&trans_id=t"},
		{"the signer's members outside the contract: in the caller's place, else last",
			Form{{"action", "A"}, {"note", "x"}, {"client_key", "mine"}, {"trans_id", "t"}}, []Field{{"other", "Z"}, {"note", "Y"}}, "",
			"action=A&client_key=mine&trans_id=t&note=Y&other=Z"},
		{"past the 64th caller member",
			many, []Field{{"client_key", "K"}, {"hash", "H"}}, "",
			"action=A&client_key=K&trans_id=t&hash=H&" + strings.Join(tail, "&")},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := &formBody{form: c.form, drop: c.drop}
			for _, m := range c.extra {
				f.set(m.Key, m.Value)
			}
			if got := string(f.encodeOrdered(e)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
}
