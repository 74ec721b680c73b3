program s
print *, 'a'
stop 3
end program
